/**
 * The stsr and ntr reports: filings transferred in a period by type, status and provider
 * office, registered in term or late (decision 0059): a chart by type, the table, CSV.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { filingsReport } from '../../../../domain/contracts/reports';
import type { ResponseOf } from '../../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../../lib/api/call';
import { Page } from '../../../../lib/ui/page';
import { BarChart } from './bar-chart';
import { CsvButton } from './csv-button';
import { PeriodForm, usePeriod } from './period-form';
import { TypeTitle } from '../../../../lib/type-title';

type Report = ResponseOf<typeof filingsReport>;

/** Rows summed per type, for the chart. */
function byType(report: Report) {
  const sums = new Map<string, [number, number, number]>();
  for (const r of report.rows) {
    const s = sums.get(r.type) ?? [0, 0, 0];
    s[0] += r.registeredInTerm;
    s[1] += r.registeredLate;
    s[2] += r.transferred - r.registeredInTerm - r.registeredLate;
    sums.set(r.type, s);
  }
  return [...sums.entries()];
}

export function FilingsReport({ report }: { report: 'stsr' | 'ntr' }) {
  const { t } = useTranslation(['reports', 'common']);
  const { from, to, setPeriod } = usePeriod();
  const query = { from, to };
  const input = { params: { report }, query, quiet: true };
  const { data, error } = useSWR(endpointPath(filingsReport, input), () => call(filingsReport, input));
  const types = data ? byType(data) : [];
  return (
    <Page title={t(`${report}.title`)} intro={t(`${report}.intro`)}>
      <PeriodForm key={`${from}/${to}`} from={from} to={to} onChange={setPeriod} />
      {error ? (
        <Alert severity="error">{t((error as { message?: string }).message ?? 'errors.server', { ns: 'common' })}</Alert>
      ) : !data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : data.rows.length === 0 ? (
        <Typography>{t('empty')}</Typography>
      ) : (
        <>
          <Suspense fallback={null}>
            <TypeTitles ids={types.map(([id]) => id)}>
              {(title) => (
                <BarChart
                  title={t('chartTitle', { from, to })}
                  series={[
                    { label: t('columns.registeredInTerm'), color: 'success' },
                    { label: t('columns.registeredLate'), color: 'error' },
                    { label: t('columns.notRegistered'), color: 'info' },
                  ]}
                  rows={types.map(([id, values]) => ({ label: title(id), values }))}
                />
              )}
            </TypeTitles>
          </Suspense>
          <TableContainer sx={{ mb: 2 }}>
            <Table size="small" aria-label={t(`${report}.title`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.type')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  <TableCell>{t('columns.office')}</TableCell>
                  <TableCell align="right">{t('columns.transferred')}</TableCell>
                  <TableCell align="right">{t('columns.registeredInTerm')}</TableCell>
                  <TableCell align="right">{t('columns.registeredLate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((r) => (
                  <TableRow key={`${r.type}/${r.status}/${r.officeId}`}>
                    <TableCell>
                      <TypeTitle typeId={r.type} />
                    </TableCell>
                    <TableCell>{t(`lifecycle.statuses.${r.status}`, { ns: 'common', defaultValue: r.status })}</TableCell>
                    <TableCell>{r.officeName ?? '—'}</TableCell>
                    <TableCell align="right">{r.transferred}</TableCell>
                    <TableCell align="right">{r.registeredInTerm}</TableCell>
                    <TableCell align="right">{r.registeredLate}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={3} sx={{ fontWeight: 700 }}>
                    {t('total')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {data.totals.transferred}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {data.totals.registeredInTerm}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {data.totals.registeredLate}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <Stack direction="row">
        <CsvButton report={report} from={from} to={to} />
      </Stack>
    </Page>
  );
}

/** Gives its child the catalogue titles of the types (their namespaces loaded). */
function TypeTitles({ ids, children }: { ids: readonly string[]; children: (title: (id: string) => string) => ReactNode }) {
  const { t } = useTranslation(ids.map((id) => `types/${id}`));
  return <>{children((id) => t(`types.${id}.title`, { ns: `types/${id}`, defaultValue: id }))}</>;
}
