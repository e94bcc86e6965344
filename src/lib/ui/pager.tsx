/**
 * The pager under every server-paged list: the page counted from 1, rows per page from the
 * list's sizes (one size: no choice shown), in the `common` texts (`pager`).
 */
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  total: number;
  /** from 1 */
  page: number;
  pageSize: number;
  /** the sizes offered; only pageSize unless told */
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPageSize?: (pageSize: number) => void;
}

export function Pager({ total, page, pageSize, pageSizes = [pageSize], onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation('common');
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(e) => onPageSize?.(Number(e.target.value))}
      labelRowsPerPage={t('pager.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('pager.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`pager.pages.${type}`)}
    />
  );
}
