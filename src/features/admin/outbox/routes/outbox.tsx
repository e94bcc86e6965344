/**
 * /admin/siuntimo-administravimas — the notice outbox: every notice sent to a person with its
 * delivery state (server-paged, sorted, filtered by state and channel; the query lives in the
 * URL), a row's detail with "resend" for a failed e-mail, and the local mailbox of the
 * built-in SMTP sink. The server sends, retries and audits (api/modules/outbox).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { OUTBOX_CHANNELS, OUTBOX_SORTS, OUTBOX_STATES, type OutboxSort, type OutboxState } from '../../../../domain/contracts/outbox';
import { Page } from '../../../../lib/ui/page';
import { shownOf } from '../../components/period';
import { useOutbox, type OutboxQuery, type OutboxRow } from '../api/outbox';
import { Mailbox } from '../components/mailbox';
import { OutboxDialog } from '../components/outbox-dialog';

const PAGE_SIZES = [10, 25, 50];
const STATE_COLOURS = { suformuotas: 'default', pateiktas: 'success', nepateiktas: 'error' } as const;
type Channel = (typeof OUTBOX_CHANNELS)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

/** The list query from the URL; anything malformed falls back to the default. */
function queryOf(search: URLSearchParams): OutboxQuery & { page: number; pageSize: number; sort: OutboxSort; direction: 'asc' | 'desc' } {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  const state = search.get('state');
  const channel = search.get('channel');
  const sort = search.get('sort');
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 25,
    sort: isOneOf(OUTBOX_SORTS, sort) ? sort : 'created_at',
    direction: search.get('direction') === 'asc' ? 'asc' : 'desc',
    ...(isOneOf<OutboxState>(OUTBOX_STATES, state) ? { state } : {}),
    ...(isOneOf<Channel>(OUTBOX_CHANNELS, channel) ? { channel } : {}),
  };
}

const COLUMNS: { id: OutboxSort | 'recipient' | 'kind' | 'channel'; sortable: boolean }[] = [
  { id: 'created_at', sortable: true },
  { id: 'kind', sortable: false },
  { id: 'channel', sortable: false },
  { id: 'recipient', sortable: false },
  { id: 'state', sortable: true },
  { id: 'attempts', sortable: true },
  { id: 'updated_at', sortable: true },
];

export function Component() {
  const { t } = useTranslation('admin');
  const { mutate: revalidate } = useSWRConfig();
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const { data, error, mutate } = useOutbox(query);
  const [open, setOpen] = useState<number | null>(null);

  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      if (!keepPage) next.delete('page');
      return next;
    });

  const cell = (r: OutboxRow, id: (typeof COLUMNS)[number]['id']) => {
    if (id === 'created_at' || id === 'updated_at') return shownOf(id === 'created_at' ? r.createdAt : r.updatedAt);
    if (id === 'channel') return t(`outbox.channel.${r.channel}`);
    if (id === 'recipient') return r.channel === 'el_pastas' ? r.recipient : r.recipientName;
    if (id === 'state') return <Chip size="small" color={STATE_COLOURS[r.state]} label={t(`outbox.state.${r.state}`)} />;
    if (id === 'attempts') return r.attempts;
    if (id === 'kind') return r.kind;
    return r.id;
  };

  return (
    <Page title={t('section.siuntimo-administravimas')} intro={t('outbox.intro')}>
      <Stack spacing={4}>
        <div>
          <Stack component="form" role="search" aria-label={t('outbox.filter')} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField select size="small" label={t('outbox.column.state')} value={query.state ?? ''} onChange={(e) => update({ state: e.target.value })} sx={{ minWidth: 200 }}>
              <MenuItem value="">{t('outbox.anyState')}</MenuItem>
              {OUTBOX_STATES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`outbox.state.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={t('outbox.column.channel')} value={query.channel ?? ''} onChange={(e) => update({ channel: e.target.value })} sx={{ minWidth: 200 }}>
              <MenuItem value="">{t('outbox.anyChannel')}</MenuItem>
              {OUTBOX_CHANNELS.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`outbox.channel.${c}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {error && <Alert severity="error">{t('loadFailed')}</Alert>}
          {data && (
            <Paper variant="outlined">
              <Table size="small" aria-label={t('outbox.list')}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.id} sortDirection={query.sort === c.id ? query.direction : false}>
                        {c.sortable ? (
                          <TableSortLabel
                            active={query.sort === c.id}
                            direction={query.sort === c.id ? query.direction : 'asc'}
                            onClick={() => update({ sort: c.id, direction: query.sort === c.id && query.direction === 'asc' ? 'desc' : 'asc' }, true)}
                          >
                            {t(`outbox.column.${c.id}`)}
                          </TableSortLabel>
                        ) : (
                          t(`outbox.column.${c.id}`)
                        )}
                      </TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((r) => (
                    <TableRow key={r.id}>
                      {COLUMNS.map((c) => (
                        <TableCell key={c.id}>{cell(r, c.id)}</TableCell>
                      ))}
                      <TableCell>
                        <Button size="small" onClick={() => setOpen(r.id)} aria-label={t('outbox.openLabel', { id: r.id })}>
                          {t('outbox.open')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePagination
                component="div"
                count={data.total}
                page={query.page - 1}
                rowsPerPage={query.pageSize}
                rowsPerPageOptions={PAGE_SIZES}
                onPageChange={(_, page) => update({ page: String(page + 1) }, true)}
                onRowsPerPageChange={(e) => update({ pageSize: e.target.value })}
                labelRowsPerPage={t('rowsPerPage')}
                labelDisplayedRows={({ from, to, count }) => t('rows', { from, to, count })}
              />
            </Paper>
          )}
        </div>
        <Mailbox />
      </Stack>
      {open !== null && (
        <OutboxDialog
          id={open}
          onClose={() => setOpen(null)}
          onChanged={() => {
            void mutate();
            void revalidate((key) => typeof key === 'string' && key.includes('/pasto-dezute'));
          }}
        />
      )}
    </Page>
  );
}
