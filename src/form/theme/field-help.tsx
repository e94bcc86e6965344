/**
 * The help button next to a field whose ui options name a tooltip code
 * (`"ui:options": { "tooltip": "IDK" }`) that has an active text. The text is a real tooltip
 * for pointer users and the button's accessible description for keyboard and screen readers.
 */
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export function FieldHelp({ text, fieldLabel }: { text: string; fieldLabel: string }) {
  const { t } = useTranslation('form');
  return (
    <Tooltip title={text} describeChild enterTouchDelay={0}>
      <IconButton size="small" aria-label={t('form.help', { field: fieldLabel })} sx={{ mt: 1 }}>
        <HelpOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
