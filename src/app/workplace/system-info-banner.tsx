/**
 * The system-information banner (spec §2.1): the text the registry publishes for all users
 * (planned outages, changes), from GET {base}/system-info (../shared/system-info.ts); hidden
 * when there is none. Keep-alive (Identity) returns the same field; the layout merges it in.
 */
import Box from '@mui/material/Box';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../shared/system-info';

export function SystemInfoBanner() {
  const { t } = useTranslation();
  const text = useSystemInfo()?.sistemos_informavimas;
  if (!text) return null;
  return (
    <Box
      role="status"
      aria-label={t('app.systemInfo')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 1.25,
        bgcolor: '#fff4ce',
        color: '#3d2e00',
        borderBottom: 1,
        borderColor: '#e6c74c',
      }}
    >
      <InfoOutlined fontSize="small" aria-hidden />
      <span>{text}</span>
    </Box>
  );
}
