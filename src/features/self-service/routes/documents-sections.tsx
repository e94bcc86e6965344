/**
 * The sections of /dokumentai this feature gives: the documents the user is a party of (one
 * list per object kind, with the actions allowed now) and the user's own change and
 * termination notices (GET {base}/documents lists what the portal user owns; in the portal
 * that is only such notices). Issued certificates are another feature's section: the page
 * (src/app/portal/pages/documents.tsx) lists the sections.
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
import { AppLink } from '../../../lib/ui/app-link';
import { api } from '../../../lib/api/client';
import { dateText } from '../../../lib/date-text';
import { OBJECT_GROUPS } from '../groups';
import { ObjectTable } from '../components/object-table';

export function PartyDocumentsSection() {
  const { t } = useTranslation('selfService');
  return (
    <Box component="section" aria-labelledby="dokumentai-salis" sx={{ mb: 4 }}>
      <Typography id="dokumentai-salis" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('documents.partyTitle')}
      </Typography>
      {OBJECT_GROUPS.map((g) => (
        <Box key={g.kind} sx={{ mb: 2 }}>
          <Typography component="h3" variant="h6">
            {t(`groups.${g.kind}`)}
          </Typography>
          <ObjectTable kind={g.kind} purpose="salis" caption={t(`groups.${g.kind}`)} />
        </Box>
      ))}
    </Box>
  );
}

interface OwnRow {
  id: number;
  type: string;
  status: string;
  updatedAt: string;
}

export function OwnNoticesSection() {
  const { t } = useTranslation(['selfService', 'common']);
  const { data, error } = useSWR('/documents?pageSize=50&sort=updated_at&direction=desc', (key: string) => api.get<{ items: OwnRow[] }>(key, { quiet: true }));
  let body;
  if (error) body = <Alert severity="error">{(error as Error).message}</Alert>;
  else if (!data) body = <Typography role="status">{t('services.loading')}</Typography>;
  else if (data.items.length === 0) body = <Typography color="text.secondary">{t('documents.ownEmpty')}</Typography>;
  else
    body = (
      <Table size="small">
        <caption>{t('documents.ownTitle')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.object')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            <TableCell>{t('documents.updatedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((d) => (
            <TableRow key={d.id}>
              <TableCell>
                <AppLink to={`/dokumentas/${d.id}`}>{`${t(`types.${d.type}`, { defaultValue: d.type })} Nr. ${d.id}`}</AppLink>
              </TableCell>
              <TableCell>{t(`lifecycle.statuses.${d.status}`, { ns: 'common', defaultValue: d.status })}</TableCell>
              <TableCell>{dateText(d.updatedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  return (
    <Box component="section" aria-labelledby="dokumentai-pranesimai" sx={{ mb: 4 }}>
      <Typography id="dokumentai-pranesimai" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('documents.ownTitle')}
      </Typography>
      {body}
    </Box>
  );
}
