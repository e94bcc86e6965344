/**
 * The pranesimai tab: who was informed of the registrar's decisions on this document (GET
 * …/notices). Who is to be informed is data of the type (its informavimas layout tab); this
 * tab shows what was actually sent.
 */
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api/client';
import { dateText } from '../../../lib/date-text';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { documentNoticesPath, type SentNotice } from '../api';
import { useNoticeKindName } from '../../../lib/notice-kind';
import { HeaderRow } from '../../../lib/ui/header-row';

export default function SentNoticesTab({ document }: DocumentTabProps) {
  const { t } = useTranslation(['workflow', 'common']);
  const kindName = useNoticeKindName();
  const { data, error } = useSWR<{ items: SentNotice[] }>(documentNoticesPath(document), fetcher);
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (!data) return <Typography role="status">…</Typography>;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('sentNotices.intro')}</Typography>
      {data.items.length === 0 ? (
        <Typography>{t('sentNotices.none')}</Typography>
      ) : (
        <Table size="small">
          <HeaderRow
            labels={[
              t('sentNotices.createdAt'),
              t('sentNotices.kind'),
              t('sentNotices.recipient'),
              t('sentNotices.channel'),
              t('sentNotices.journalStatus'),
              t('sentNotices.deliveredAt'),
            ]}
          />
          <TableBody>
            {data.items.map((n) => (
              <TableRow key={n.id}>
                <TableCell>{dateText(n.createdAt)}</TableCell>
                <TableCell>{kindName(n.kind)}</TableCell>
                <TableCell>{[n.recipientName, n.recipientEmail].filter(Boolean).join(', ')}</TableCell>
                <TableCell>{t(`lifecycle.notices.channels.${n.channel}`, { ns: 'common', defaultValue: n.channel })}</TableCell>
                <TableCell>{t(`lifecycle.journalStatuses.${n.journalStatus}`, { ns: 'common' })}</TableCell>
                <TableCell>{dateText(n.deliveredAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
