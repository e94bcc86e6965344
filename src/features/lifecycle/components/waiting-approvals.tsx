/**
 * The documents waiting for the signed-in party's confirmation (GET {base}/approvals, nearest
 * deadline first), each linking to where the party reads it and answers: the workplace's
 * document page (its registrui tab), the portal's approval page (decision 0139). The list
 * itself, and the portal's section of /dokumentai around it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { dateText } from '../../../lib/date-text';
import { approvalDocumentPath } from '../../../lib/approval-path';
import { AppLink } from '../../../lib/ui/app-link';
import { listWaiting, waitingApprovalsKey, type WaitingApproval } from '../approval-api';

function WaitingTable({ items }: { items: WaitingApproval[] }) {
  const types = [...new Set(items.map((i) => i.typeId))];
  const { t } = useTranslation(['approval', ...types.map((id) => `types/${id}`)]);
  const typeTitle = (id: string) => t(`types.${id}.title`, { ns: `types/${id}`, defaultValue: id });
  return (
    <Table size="small">
      <caption>{t('approval.listTitle')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('approval.document')}</TableCell>
          <TableCell>{t('approval.role')}</TableCell>
          <TableCell>{t('approval.askedAt')}</TableCell>
          <TableCell>{t('approval.deadline')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={`${item.documentId}:${item.partyRole}`}>
            <TableCell>
              <AppLink to={approvalDocumentPath(item.documentId)}>{`${typeTitle(item.typeId)} Nr. ${item.documentId}`}</AppLink>
            </TableCell>
            <TableCell>{t(`types.${item.typeId}.fields.${item.partyRole}`, { ns: `types/${item.typeId}`, defaultValue: item.partyRole })}</TableCell>
            <TableCell>{dateText(item.askedAt)}</TableCell>
            <TableCell>{dateText(item.deadline)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The waiting list, or its empty text. */
export function WaitingApprovals() {
  const { t } = useTranslation('approval');
  const { data, error } = useSWR(waitingApprovalsKey, listWaiting);
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!data) return <Typography role="status">…</Typography>;
  if (data.items.length === 0) return <Typography color="text.secondary">{t('approval.listEmpty')}</Typography>;
  return <WaitingTable items={data.items} />;
}

/** The portal's /dokumentai section: what waits for the citizen's (or their company's) confirmation. */
export function WaitingApprovalsSection() {
  const { t } = useTranslation('approval');
  return (
    <Box component="section" aria-labelledby="dokumentai-patvirtinimai" sx={{ mb: 4 }}>
      <Typography id="dokumentai-patvirtinimai" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('approval.listTitle')}
      </Typography>
      <WaitingApprovals />
    </Box>
  );
}
