/**
 * A page of search results (server paging and sorting): MUI table with sortable headers
 * (TableSortLabel buttons) and pagination, keyboard-reachable; a full-level row opens its entry.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/date-text';
import { TypeTitle } from '../../../lib/type-title';
import type { SearchPageView } from '../api/search';
import { Pager } from '../../../lib/ui/pager';
import { RowActionCell } from '../../../lib/ui/row-action-cell';

interface Props {
  data: SearchPageView;
  onSort: (sort: string, dir: 'asc' | 'desc') => void;
  onPage: (page: number, pageSize: number) => void;
  onOpen?: (documentId: number) => void;
}

export function ResultsTable({ data, onSort, onPage, onOpen }: Props) {
  const { t } = useTranslation('search');
  const full = data.level === 'full';
  const sortable = (key: string, label: string) => (
    <TableCell sortDirection={data.sort === key ? data.dir : false}>
      <TableSortLabel
        active={data.sort === key}
        direction={data.sort === key ? data.dir : 'asc'}
        onClick={() => onSort(key, data.sort === key && data.dir === 'asc' ? 'desc' : 'asc')}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <>
      <Typography role="status" sx={{ my: 1 }}>
        {data.capped ? t('results.capped', { count: data.total }) : data.total === 0 ? t('results.none') : t('results.count', { count: data.total })}
        {!full && ` ${t('results.existsOnly')}`}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('results.title')}>
          <TableHead>
            <TableRow>
              {sortable('registryNumber', t('results.registryNumber'))}
              <TableCell>{t('results.type')}</TableCell>
              {sortable('registeredAt', t('results.registeredAt'))}
              <TableCell>{t('results.status')}</TableCell>
              {full && sortable('name', t('results.name'))}
              {full && <TableCell>{t('results.role')}</TableCell>}
              {full && onOpen && <TableCell>{t('results.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((item, i) => (
              <TableRow key={`${item.registryNumber}-${i}`}>
                <TableCell>{item.registryNumber}</TableCell>
                <TableCell>
                  <TypeTitle typeId={item.typeId} />
                </TableCell>
                <TableCell>{dateText(item.registeredAt)}</TableCell>
                <TableCell>{item.inForce ? t('results.inForce') : t('results.notInForce')}</TableCell>
                {full && <TableCell>{item.name ?? item.code}</TableCell>}
                {full && <TableCell>{item.role}</TableCell>}
                {full && onOpen && (
                  <RowActionCell
                    shown={item.documentId !== null}
                    label={t('action.open')}
                    ariaLabel={`${t('action.open')} ${item.registryNumber}`}
                    onClick={() => onOpen(item.documentId!)}
                  />
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data.total > 0 && (
        <Pager
          total={data.total}
          page={data.page}
          pageSize={data.pageSize}
          pageSizes={[10, 20, 50]}
          onPage={(page) => onPage(page, data.pageSize)}
          onPageSize={(pageSize) => onPage(1, pageSize)}
        />
      )}
    </>
  );
}
