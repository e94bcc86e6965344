/**
 * The pranesimai tab: who was informed of the registrar's decisions on this document (GET
 * …/notices). Who is to be informed is data of the type (its informavimas layout tab); this
 * tab shows what was actually sent.
 */
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api/client';
import { dateText } from '../../../lib/date-text';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { documentNoticesPath, type SentNotice } from '../api';

export default function SentNoticesTab({ document }: DocumentTabProps) {
  const { t } = useTranslation(['workflow', 'common']);
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
          <TableHead>
            <TableRow>
              <TableCell>{t('sentNotices.createdAt')}</TableCell>
              <TableCell>{t('sentNotices.kind')}</TableCell>
              <TableCell>{t('sentNotices.recipient')}</TableCell>
              <TableCell>{t('sentNotices.channel')}</TableCell>
              <TableCell>{t('sentNotices.journalStatus')}</TableCell>
              <TableCell>{t('sentNotices.deliveredAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((n) => (
              <TableRow key={n.id}>
                <TableCell>{dateText(n.createdAt)}</TableCell>
                <TableCell>{t(`lifecycle.notices.${n.kind}`, { ns: 'common', defaultValue: n.kind })}</TableCell>
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
