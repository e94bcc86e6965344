/**
 * /pranesimai — the notices the user received in the portal (GET {base}/notices: registrars'
 * decisions on what the user filed, other parties' self-service facts), newest first, each
 * opening the received-notice page /gautas-pranesimas/{token}.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../lib/ui/app-link';
import { Page } from '../../../lib/ui/page';
import { useReceivedNotices } from '../../../lib/api/notices';
import { dateText } from '../../../lib/date-text';
import { TypeTitle } from '../../../lib/type-title';
import { useNoticeKindName } from '../../../lib/notice-kind';
import { HeaderRow } from '../../../lib/ui/header-row';

const PAGE_SIZE = 25;

export function Component() {
  const { t } = useTranslation(['selfService', 'common']);
  const kindName = useNoticeKindName();
  const [page, setPage] = useState(1);
  const { data, error } = useReceivedNotices(page, PAGE_SIZE);
  let body;
  if (error) body = <Alert severity="error">{(error as Error).message}</Alert>;
  else if (!data) body = <Typography role="status">{t('services.loading')}</Typography>;
  else if (data.total === 0) body = <Alert severity="info">{t('notices.empty')}</Alert>;
  else
    body = (
      <>
        <TableContainer>
          <Table size="small">
            <caption>{t('notices.caption')}</caption>
            <HeaderRow labels={[t('notices.received'), t('notices.kind'), t('notices.document'), t('notices.registryNumber')]} />
            <TableBody>
              {data.items.map((n) => (
                <TableRow key={n.id}>
                  <TableCell>{dateText(n.createdAt)}</TableCell>
                  <TableCell>
                    <AppLink to={`/gautas-pranesimas/${n.token}`}>{kindName(n.kind)}</AppLink>
                  </TableCell>
                  <TableCell>
                    <TypeTitle typeId={n.documentType} />
                  </TableCell>
                  <TableCell>{n.registryNumber ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {data.total > page * PAGE_SIZE && (
          <Button sx={{ mt: 2 }} onClick={() => setPage((p) => p + 1)}>
            {t('notices.more')}
          </Button>
        )}
        {page > 1 && (
          <Button sx={{ mt: 2 }} onClick={() => setPage((p) => p - 1)}>
            {t('notices.previous')}
          </Button>
        )}
      </>
    );
  return <Page title={t('portal.notices.title', { ns: 'common' })}>{body}</Page>;
}
