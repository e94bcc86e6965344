/**
 * The system-information banner (spec §2.1): the text the registry publishes for all users
 * (planned outages, changes), from GET {base}/system-info; hidden when there is none.
 * Keep-alive (Identity) returns the same field and updates it with
 * `mutate(SYSTEM_INFO_KEY, { sistemos_informavimas })`.
 */
import Box from '@mui/material/Box';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { getSystemInfo } from '../../domain/contracts/system';
import { call, endpointPath } from '../../lib/api/call';

export const SYSTEM_INFO_KEY = endpointPath(getSystemInfo);

export function SystemInfoBanner() {
  const { t } = useTranslation();
  const { data } = useSWR(SYSTEM_INFO_KEY, () => call(getSystemInfo, { quiet: true }));
  const text = data?.sistemos_informavimas;
  if (!text) return null;
  return (
    <Box
      role="status"
      aria-label={t('app.systemInfo')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, px: 2, py: 1.25, bgcolor: '#fff4ce', color: '#3d2e00', borderBottom: 1, borderColor: '#e6c74c' }}
    >
      <InfoOutlined fontSize="small" aria-hidden />
      <span>{text}</span>
    </Box>
  );
}
