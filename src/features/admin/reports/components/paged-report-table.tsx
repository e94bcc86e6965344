/**
 * The table of a server-paged report (nep, susijusiems): its header cells and rows from the report,
 * the shared pager under it; the page and page size read from the URL (`reportPaging`).
 */
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Pager, type PagerProps } from '../../../../lib/ui/pager';

export const REPORT_PAGE_SIZES = [25, 50, 100];

/** The page (from 1) and a page size the report offers from the URL, else page 1 of 25. */
export function reportPaging(search: URLSearchParams): { page: number; pageSize: number } {
  const pageSize = Number(search.get('pageSize'));
  return { page: Math.max(1, Number(search.get('page')) || 1), pageSize: REPORT_PAGE_SIZES.includes(pageSize) ? pageSize : 25 };
}

export function PagedReportTable({
  label,
  head,
  children,
  pager,
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
  pager: Omit<PagerProps, 'pageSizes'>;
}) {
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      <Pager {...pager} pageSizes={REPORT_PAGE_SIZES} />
    </>
  );
}
