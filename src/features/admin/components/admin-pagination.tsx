/**
 * The pager under an administration list: the page (from 1), rows per page from the page's
 * sizes (one size: no choice shown), in the `admin` texts.
 */
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

export interface AdminPaginationProps {
  total: number;
  /** from 1 */
  page: number;
  pageSize: number;
  /** the sizes offered; only pageSize unless told */
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPageSize?: (pageSize: number) => void;
}

export function AdminPagination({ total, page, pageSize, pageSizes = [pageSize], onPage, onPageSize }: AdminPaginationProps) {
  const { t } = useTranslation('admin');
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(e) => onPageSize?.(Number(e.target.value))}
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('rows', { from, to, count })}
    />
  );
}
