/**
 * /admin/broker-list — every message exchanged with an external system: state, attempts, last
 * error (server-paged, sorted, filtered by system, direction and state; the query lives in the
 * URL); a message opens with its payload, "retry" for a failed one and "move out of the dead
 * letter" for a dead one. The server delivers, retries and audits (api/modules/broker).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BROKER_DIRECTIONS, BROKER_STATES, BROKER_SYSTEMS, type BrokerDirection, type BrokerState, type BrokerSystem } from '../../../../domain/broker/systems';
import { BROKER_SORTS, type BrokerSort } from '../../../../domain/contracts/broker';
import { Page } from '../../../../lib/ui/page';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { shownOf } from '../../components/period';
import { isOneOf, pageOf, updateQuery } from '../../components/url-query';
import { useBrokerMessages, type BrokerMessage, type BrokerQuery } from '../api/broker';
import { BrokerDialog } from '../components/broker-dialog';

const PAGE_SIZES = [10, 25, 50];
export const STATE_COLOURS = { laukia: 'default', kartojamas: 'warning', pristatytas: 'success', nepristatytas: 'error', gautas: 'info' } as const;

function queryOf(search: URLSearchParams): BrokerQuery & { page: number; pageSize: number; sort: BrokerSort; order: 'asc' | 'desc' } {
  const pageSize = Number(search.get('pageSize'));
  const [system, direction, state, sort] = ['system', 'direction', 'state', 'sort'].map((k) => search.get(k));
  return {
    page: pageOf(search.get('page')),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 25,
    sort: isOneOf(BROKER_SORTS, sort) ? sort : 'created_at',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    ...(isOneOf<BrokerSystem>(BROKER_SYSTEMS, system) ? { system } : {}),
    ...(isOneOf<BrokerDirection>(BROKER_DIRECTIONS, direction) ? { direction } : {}),
    ...(isOneOf<BrokerState>(BROKER_STATES, state) ? { state } : {}),
  };
}

export function Component() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const { data, error, mutate } = useBrokerMessages(query);
  const [open, setOpen] = useState<number | null>(null);
  const update = (changes: Record<string, string | null>, keepPage = false) => updateQuery(setSearch, changes, keepPage);

  const columns: AdminColumn<BrokerMessage, BrokerSort | 'kind' | 'direction' | 'lastError'>[] = [
    { id: 'id', label: t('broker.column.id'), sortable: true, render: (m) => m.id },
    { id: 'created_at', label: t('broker.column.created_at'), sortable: true, render: (m) => shownOf(m.createdAt) },
    { id: 'system', label: t('broker.column.system'), sortable: true, render: (m) => t(`broker.system.${m.system}`) },
    { id: 'direction', label: t('broker.column.direction'), sortable: false, render: (m) => t(`broker.direction.${m.direction}`) },
    { id: 'kind', label: t('broker.column.kind'), sortable: false, render: (m) => t(`broker.kind.${m.kind}`, { defaultValue: m.kind }) },
    {
      id: 'state',
      label: t('broker.column.state'),
      sortable: true,
      render: (m) => <Chip size="small" color={STATE_COLOURS[m.state]} label={t(`broker.state.${m.state}`)} />,
    },
    { id: 'attempts', label: t('broker.column.attempts'), sortable: true, render: (m) => m.attempts },
    { id: 'lastError', label: t('broker.column.lastError'), sortable: false, render: (m) => m.lastError ?? '' },
    { id: 'updated_at', label: t('broker.column.updated_at'), sortable: true, render: (m) => shownOf(m.updatedAt) },
  ];

  const filter = <V extends string>(name: string, label: string, any: string, values: readonly V[], value: V | undefined, text: (v: V) => string) => (
    <TextField select size="small" label={label} value={value ?? ''} onChange={(e) => update({ [name]: e.target.value })} sx={{ minWidth: 200 }}>
      <MenuItem value="">{any}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {text(v)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Page title={t('section.broker-list')} intro={t('broker.listIntro')}>
      <Stack component="form" role="search" aria-label={t('broker.filter')} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {filter('system', t('broker.column.system'), t('broker.anySystem'), BROKER_SYSTEMS, query.system, (v) => t(`broker.system.${v}`))}
        {filter('direction', t('broker.column.direction'), t('broker.anyDirection'), BROKER_DIRECTIONS, query.direction, (v) => t(`broker.direction.${v}`))}
        {filter('state', t('broker.column.state'), t('broker.anyState'), BROKER_STATES, query.state, (v) => t(`broker.state.${v}`))}
      </Stack>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && (
        <AdminTable
          label={t('broker.list')}
          columns={columns}
          rows={data.items}
          rowKey={(m) => m.id}
          action={(m) => (
            <Button size="small" onClick={() => setOpen(m.id)} aria-label={t('broker.openLabel', { id: m.id })}>
              {t('broker.open')}
            </Button>
          )}
          total={data.total}
          page={query.page}
          pageSize={query.pageSize}
          pageSizes={PAGE_SIZES}
          sort={query.sort}
          direction={query.order}
          onSort={(sort, order) => update({ sort, order }, true)}
          onPage={(page) => update({ page: String(page) }, true)}
          onPageSize={(pageSize) => update({ pageSize: String(pageSize) })}
        />
      )}
      {open !== null && <BrokerDialog id={open} onClose={() => setOpen(null)} onChanged={() => void mutate()} />}
    </Page>
  );
}
