/**
 * The nep report: items past their legal term now (decision 0059), oldest deadline first,
 * paged on the server (page and page size in the URL), with a chart of how late all of them
 * are (the server's bands, not the page's rows).
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { nepReport } from '../../../../domain/contracts/reports';
import { call, endpointPath } from '../../../../lib/api/call';
import { TypeTitle } from '../../../../lib/type-title';
import { AppLink } from '../../../../lib/ui/app-link';
import { Page } from '../../../../lib/ui/page';
import { BarChart } from './bar-chart';
import { CsvButton } from './csv-button';
import { PagedReportTable, reportPaging } from './paged-report-table';

export function OverdueReport() {
  const { t } = useTranslation(['reports', 'common']);
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = reportPaging(search);
  const query = { page, pageSize };
  const { data, error } = useSWR(endpointPath(nepReport, { query }), () => call(nepReport, { query, quiet: true }), { keepPreviousData: true });
  const band = (from: number, to: number | null) =>
    to === null ? t('nep.bandOpen', { from }) : from === 0 ? t('nep.bandUpTo', { count: to }) : t('nep.band', { from, to });
  return (
    <Page title={t('nep.title')} intro={t('nep.intro')}>
      {error ? (
        <Alert severity="error">{t((error as { message?: string }).message ?? 'errors.server', { ns: 'common' })}</Alert>
      ) : !data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : data.total === 0 ? (
        <Typography>{t('nep.none')}</Typography>
      ) : (
        <>
          <BarChart
            title={t('nep.chartTitle')}
            series={[
              { label: t('nep.decision'), color: 'error' },
              { label: t('nep.correction'), color: 'warning' },
            ]}
            rows={data.bands.map((b) => ({ label: band(b.from, b.to), values: [b.decision, b.correction] }))}
          />
          <PagedReportTable
            label={t('nep.title')}
            head={
              <>
                <TableCell>{t('columns.number')}</TableCell>
                <TableCell>{t('columns.type')}</TableCell>
                <TableCell>{t('columns.status')}</TableCell>
                <TableCell>{t('columns.term')}</TableCell>
                <TableCell>{t('columns.deadline')}</TableCell>
                <TableCell align="right">{t('columns.workingDaysLate')}</TableCell>
                <TableCell>{t('columns.office')}</TableCell>
              </>
            }
            pager={{
              total: data.total,
              page,
              pageSize,
              onPage: (p) => setSearch({ page: String(p), pageSize: String(pageSize) }),
              onPageSize: (size) => setSearch({ page: '1', pageSize: String(size) }),
            }}
          >
            {data.items.map((i) => (
              <TableRow key={i.id}>
                <TableCell>
                  <AppLink to={`/${i.family === 'requests' ? 'prasymas' : 'dokumentas'}/${i.id}`}>{i.id}</AppLink>
                </TableCell>
                <TableCell>
                  <TypeTitle typeId={i.type} />
                </TableCell>
                <TableCell>{t(`lifecycle.statuses.${i.status}`, { ns: 'common', defaultValue: i.status })}</TableCell>
                <TableCell>{t(i.term === 'decision' ? 'nep.decision' : 'nep.correction')}</TableCell>
                <TableCell>{i.deadline}</TableCell>
                <TableCell align="right">{i.workingDaysLate}</TableCell>
                <TableCell>{i.officeName ?? '—'}</TableCell>
              </TableRow>
            ))}
          </PagedReportTable>
        </>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        <CsvButton report="nep" />
      </Stack>
    </Page>
  );
}
