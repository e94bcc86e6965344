/**
 * /admin/siuntimo-administravimas — the notice outbox: every notice sent to a person with its
 * delivery state (server-paged, sorted, filtered by state and channel; the query lives in the
 * URL), a row's detail with "resend" for a failed e-mail, and the local mailbox of the
 * built-in SMTP sink. The server sends, retries and audits (api/modules/outbox).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { OUTBOX_CHANNELS, OUTBOX_SORTS, OUTBOX_STATES, type OutboxSort, type OutboxState } from '../../../../domain/contracts/outbox';
import { Page } from '../../../../lib/ui/page';
import { AdminTable } from '../../components/admin-table';
import { shownOf } from '../../components/period';
import { FilterSelect } from '../../components/filter-select';
import { isOneOf, pageOf, urlPaging, urlSorting, useUrlQuery } from '../../components/url-query';
import { useOutbox, type OutboxQuery, type OutboxRow } from '../api/outbox';
import { Mailbox } from '../components/mailbox';
import { OutboxDialog } from '../components/outbox-dialog';

const PAGE_SIZES = [10, 25, 50];
const STATE_COLOURS = { suformuotas: 'default', pateiktas: 'success', nepateiktas: 'error' } as const;
type Channel = (typeof OUTBOX_CHANNELS)[number];

/** The list query from the URL; anything malformed falls back to the default. */
function queryOf(search: URLSearchParams): OutboxQuery & { page: number; pageSize: number; sort: OutboxSort; direction: 'asc' | 'desc' } {
  const pageSize = Number(search.get('pageSize'));
  const state = search.get('state');
  const channel = search.get('channel');
  const sort = search.get('sort');
  return {
    page: pageOf(search.get('page')),
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
  const { search, update } = useUrlQuery();
  const query = queryOf(search);
  const { data, error, mutate } = useOutbox(query);
  const [open, setOpen] = useState<number | null>(null);

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
            <FilterSelect
              label={t('outbox.column.state')}
              any={t('outbox.anyState')}
              values={OUTBOX_STATES}
              value={query.state}
              text={(s) => t(`outbox.state.${s}`)}
              onChange={(state) => update({ state })}
            />
            <FilterSelect
              label={t('outbox.column.channel')}
              any={t('outbox.anyChannel')}
              values={OUTBOX_CHANNELS}
              value={query.channel}
              text={(c) => t(`outbox.channel.${c}`)}
              onChange={(channel) => update({ channel })}
            />
          </Stack>
          {error && <Alert severity="error">{t('loadFailed')}</Alert>}
          {data && (
            <AdminTable
              label={t('outbox.list')}
              columns={COLUMNS.map((c) => ({ ...c, label: t(`outbox.column.${c.id}`), render: (r: OutboxRow) => cell(r, c.id) }))}
              rows={data.items}
              rowKey={(r) => r.id}
              open={{ text: t('outbox.open'), label: (r) => t('outbox.openLabel', { id: r.id }), onOpen: (r) => setOpen(r.id) }}
              total={data.total}
              pageSizes={PAGE_SIZES}
              {...urlPaging(query, update)}
              {...urlSorting(query.sort, query.direction, update, 'direction')}
            />
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
