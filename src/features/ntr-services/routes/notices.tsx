/**
 * /ntr-paslaugos/pranesimai ('Gauti pranešimai') — the notices the registry sent the citizen
 * in the application (GET {base}/notices), newest first, each opening its received-notice page.
 */
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { AppLink } from '../../../lib/ui/app-link';
import { dateText } from '../../../lib/date-text';
import { useSession } from '../../../lib/use-session';
import { useReceivedNotices } from '../../../lib/api/notices';
import { NTR_BASE } from '../services';

export function Component() {
  const { t } = useTranslation(['ntrServices', 'common']);
  const current = useSession();
  const notices = useReceivedNotices(1, 100, current !== null);
  return (
    <Page title={t('notices.title')} intro={t('notices.intro')}>
      {notices.error && <Alert severity="error">{t('list.failed')}</Alert>}
      {notices.data && notices.data.total === 0 && <Alert severity="info">{t('notices.empty')}</Alert>}
      {notices.data && notices.data.total > 0 && (
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{t('notices.title')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('notices.date')}</TableCell>
              <TableCell>{t('notices.kind')}</TableCell>
              <TableCell>{t('notices.request')}</TableCell>
              <TableCell>{t('notices.registryNumber')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {notices.data.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{dateText(row.createdAt)}</TableCell>
                <TableCell>
                  <AppLink to={`${NTR_BASE}/gautas-pranesimas/${encodeURIComponent(row.token)}`}>
                    {t(`common:lifecycle.notices.${row.kind}`, { defaultValue: row.kind })}
                  </AppLink>
                </TableCell>
                <TableCell>{row.documentId}</TableCell>
                <TableCell>{row.registryNumber ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Page>
  );
}
