/**
 * /admin/broker-list — every message exchanged with an external system: state, attempts, last
 * error (server-paged, sorted, filtered by system, direction and state; the query lives in the
 * URL); a message opens with its payload, "retry" for a failed one and "move out of the dead
 * letter" for a dead one. The server delivers, retries and audits (api/modules/broker).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { BROKER_DIRECTIONS, BROKER_STATES, BROKER_SYSTEMS, type BrokerDirection, type BrokerState, type BrokerSystem } from '../../../../domain/broker/systems';
import { BROKER_SORTS, type BrokerSort } from '../../../../domain/contracts/broker';
import { Page } from '../../../../lib/ui/page';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { shownOf } from '../../components/period';
import { FilterSelect } from '../../components/filter-select';
import { isOneOf, pageOf, urlPaging, urlSorting, useUrlQuery } from '../../components/url-query';
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
  const { search, update } = useUrlQuery();
  const query = queryOf(search);
  const { data, error, mutate } = useBrokerMessages(query);
  const [open, setOpen] = useState<number | null>(null);

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

  return (
    <Page title={t('section.broker-list')} intro={t('broker.listIntro')}>
      <Stack component="form" role="search" aria-label={t('broker.filter')} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <FilterSelect
          label={t('broker.column.system')}
          any={t('broker.anySystem')}
          values={BROKER_SYSTEMS}
          value={query.system}
          text={(v) => t(`broker.system.${v}`)}
          onChange={(system) => update({ system })}
        />
        <FilterSelect
          label={t('broker.column.direction')}
          any={t('broker.anyDirection')}
          values={BROKER_DIRECTIONS}
          value={query.direction}
          text={(v) => t(`broker.direction.${v}`)}
          onChange={(direction) => update({ direction })}
        />
        <FilterSelect
          label={t('broker.column.state')}
          any={t('broker.anyState')}
          values={BROKER_STATES}
          value={query.state}
          text={(v) => t(`broker.state.${v}`)}
          onChange={(state) => update({ state })}
        />
      </Stack>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && (
        <AdminTable
          label={t('broker.list')}
          columns={columns}
          rows={data.items}
          rowKey={(m) => m.id}
          open={{ text: t('broker.open'), label: (m) => t('broker.openLabel', { id: m.id }), onOpen: (m) => setOpen(m.id) }}
          total={data.total}
          pageSizes={PAGE_SIZES}
          {...urlPaging(query, update)}
          {...urlSorting(query.sort, query.order, update)}
        />
      )}
      {open !== null && <BrokerDialog id={open} onClose={() => setOpen(null)} onChanged={() => void mutate()} />}
    </Page>
  );
}
