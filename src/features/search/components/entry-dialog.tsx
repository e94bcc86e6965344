/** An entry opened from a result: read-only, with the parties, assets and history the roles grant (GET /api/search/entries/:id), and its extract. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/date-text';
import { TypeTitle } from '../../../lib/type-title';
import { useSearchEntry } from '../api/search';
import { GenerateExtract } from './generate-extract';

function Section({ title, headers, rows }: { title: string; headers: string[]; rows: ReactNode[][] }) {
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((c, j) => (
                <TableCell key={j}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function EntryDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('search');
  const { data, error } = useSearchEntry(id);
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="search-entry-title">
      <DialogTitle id="search-entry-title">{data ? t('entry.title', { number: data.registryNumber }) : t('results.title')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>}
        {data && (
          <>
            <Typography>
              <TypeTitle typeId={data.typeId} /> · {dateText(data.registeredAt)} · {data.inForce ? t('results.inForce') : t('results.notInForce')}
            </Typography>
            {data.parties && (
              <Section
                title={t('entry.parties')}
                headers={[t('results.role'), t('results.name'), t('entry.code')]}
                rows={data.parties.map((p) => [p.role, p.name, p.code])}
              />
            )}
            {data.assets && (
              <Section title={t('entry.assets')} headers={[t('entry.kind'), t('entry.identifier')]} rows={data.assets.map((a) => [a.kind, a.identifier])} />
            )}
            {data.history && (
              <Section
                title={t('entry.history')}
                headers={[t('entry.version'), t('results.status'), t('entry.action'), t('entry.at')]}
                rows={data.history.map((h) => [h.version, h.status, h.action, dateText(h.at)])}
              />
            )}
            <GenerateExtract key={data.id} documentId={data.id} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
