/**
 * The message bell (spec §2.1): a link to /zinutes with a badge counting the active messages
 * (zinutes of GET naudotojas, shared with the profile dialog through SWR).
 */
import Box from '@mui/material/Box';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/get-profile';

export const MESSAGES_PATH = '/zinutes';

export function MessageBell() {
  const { t } = useTranslation();
  const { data } = useProfile();
  const count = data?.zinutes.length ?? 0;
  const label = count > 0 ? t('auth.messagesWithCount', { n: count }) : t('auth.messages');
  return (
    <Box
      component={RouterLink}
      to={MESSAGES_PATH}
      aria-label={label}
      title={label}
      sx={{ position: 'relative', display: 'inline-flex', p: 1, borderRadius: '50%', color: 'inherit', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' } }}
    >
      <NotificationsOutlined aria-hidden />
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            bgcolor: '#b3261e',
            color: '#ffffff',
            fontSize: '0.75rem',
            fontWeight: 700,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {count}
        </Box>
      )}
    </Box>
  );
}
