/**
 * A server-paged administration table: columns (some sortable by the API's key), the page's
 * rows, a button that opens a row, the page controls. The page keeps the query (in its URL,
 * `urlPaging`/`urlSorting` of url-query.ts) and passes the changes on; the server pages, sorts
 * and filters.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Pager } from '../../../lib/ui/pager';

export interface AdminColumn<T, C extends string> {
  id: C;
  label: string;
  sortable: boolean;
  render: (row: T) => ReactNode;
}

export interface AdminTableProps<T, C extends string> {
  label: string;
  columns: readonly AdminColumn<T, C>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** the button in the last cell of each row: its text, its accessible name per row, what it does */
  open?: { text: string; label: (row: T) => string; onOpen: (row: T) => void };
  total: number;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  sort: string;
  direction: 'asc' | 'desc';
  onSort: (column: C, direction: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function AdminTable<T, C extends string>(p: AdminTableProps<T, C>) {
  const { open } = p;
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={p.label}>
        <TableHead>
          <TableRow>
            {p.columns.map((c) => (
              <TableCell key={c.id} sortDirection={p.sort === c.id ? p.direction : false}>
                {c.sortable ? (
                  <TableSortLabel
                    active={p.sort === c.id}
                    direction={p.sort === c.id ? p.direction : 'asc'}
                    onClick={() => p.onSort(c.id, p.sort === c.id && p.direction === 'asc' ? 'desc' : 'asc')}
                  >
                    {c.label}
                  </TableSortLabel>
                ) : (
                  c.label
                )}
              </TableCell>
            ))}
            {open && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {p.rows.map((r) => (
            <TableRow key={p.rowKey(r)}>
              {p.columns.map((c) => (
                <TableCell key={c.id}>{c.render(r)}</TableCell>
              ))}
              {open && (
                <TableCell>
                  <Button size="small" onClick={() => open.onOpen(r)} aria-label={open.label(r)}>
                    {open.text}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager total={p.total} page={p.page} pageSize={p.pageSize} pageSizes={p.pageSizes} onPage={p.onPage} onPageSize={p.onPageSize} />
    </Paper>
  );
}
