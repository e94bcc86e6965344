/** The footer's version line, e.g. 'Versija 1.3.16' (the e2e tests look for this text). */
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useVersion } from './use-version';

export function VersionLine() {
  const { t } = useTranslation();
  const version = useVersion();
  if (!version) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('footer.version', { version })}
    </Typography>
  );
}
