/** The server-paged reports' page and size from the URL (paged-report-table.tsx): malformed or unoffered values fall back. */
import { describe, expect, it } from 'vitest';
import { reportPaging } from '../../../src/features/admin/reports/components/paged-report-table';

describe('reportPaging', () => {
  it('reads an offered size and a page, else page 1 of 25', () => {
    expect(reportPaging(new URLSearchParams('page=3&pageSize=50'))).toEqual({ page: 3, pageSize: 50 });
    expect(reportPaging(new URLSearchParams('page=-2&pageSize=40'))).toEqual({ page: 1, pageSize: 25 });
    expect(reportPaging(new URLSearchParams('page=x'))).toEqual({ page: 1, pageSize: 25 });
  });
});
