/**
 * A server-paged table (MUI): the page, page size, sort and filters live in the URL's search
 * params and go to the API as they are; the server pages, sorts and filters. Changing a
 * filter or the page size goes back to page 1.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api/client';
import type { Paged } from '../../../domain/contracts/shared';
import { apiQueryOf, listQueryOf, PAGE_SIZES } from '../api';
import { Pager } from '../../../lib/ui/pager';
import { SelectField } from '../../../lib/ui/select-field';
import { onSubmitted } from '../../../lib/ui/on-submit';

export interface Column<T> {
  id: string;
  label: string;
  /** the API's sort key; none: not sortable */
  sort?: string;
  render: (item: T) => ReactNode;
}

export interface PagedTableProps<T> {
  /** API path, e.g. '/journal' */
  path: string;
  tab: string;
  label: string;
  columns: readonly Column<T>[];
  rowKey: (item: T) => string | number;
  /** the statuses a user may filter by (value, label) */
  statuses: readonly (readonly [string, string])[];
}

export function PagedTable<T>({ path, tab, label, columns, rowKey, statuses }: PagedTableProps<T>) {
  const { t } = useTranslation('workflow');
  const [search, setSearch] = useSearchParams();
  const query = listQueryOf(search);
  const [text, setText] = useState(query.q);
  const { data, error, isLoading } = useSWR<Paged<T>>([path, apiQueryOf(query, tab)] as const, fetcher, { keepPreviousData: true });

  const update = (changes: Record<string, string | null>, resetPage = true) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      if (resetPage) next.delete('page');
      return next;
    });

  const sortBy = (key: string) => {
    const direction = query.sort === key && query.direction !== 'desc' ? 'desc' : 'asc';
    update({ sort: key, direction }, false);
  };

  return (
    <Box>
      <Stack
        component="form"
        role="search"
        aria-label={t('table.search')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        onSubmit={onSubmitted(() => update({ q: text.trim() }))}
      >
        <TextField size="small" label={t('table.search')} value={text} onChange={(e) => setText(e.target.value)} sx={{ minWidth: 320 }} />
        {statuses.length > 0 && (
          <SelectField
            size="small"
            label={t('table.statusFilter')}
            value={query.status}
            onChange={(status) => update({ status })}
            empty={t('table.all')}
            options={statuses}
            sx={{ minWidth: 200 }}
          />
        )}
        <Button type="submit" variant="outlined">
          {t('table.searchButton')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={isLoading}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.id} sortDirection={c.sort && query.sort === c.sort ? (query.direction ?? 'asc') : false}>
                  {c.sort ? (
                    <TableSortLabel
                      active={query.sort === c.sort}
                      direction={query.sort === c.sort ? (query.direction ?? 'asc') : 'asc'}
                      onClick={() => sortBy(c.sort!)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((item) => (
              <TableRow key={rowKey(item)} hover>
                {columns.map((c) => (
                  <TableCell key={c.id}>{c.render(item)}</TableCell>
                ))}
              </TableRow>
            ))}
            {data && data.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{t('table.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager
        total={data?.total ?? 0}
        page={query.page}
        pageSize={query.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(page) => update({ page: String(page) }, false)}
        onPageSize={(pageSize) => update({ pageSize: String(pageSize) })}
      />
    </Box>
  );
}
