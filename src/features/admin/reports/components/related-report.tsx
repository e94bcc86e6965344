/**
 * The susijusiems report (decision 0109): for a personal code and a period, every search and
 * extract that touched the person's data — a chart by organisation over the whole period, the
 * rows paged on the server, CSV. Code, period and page live in the URL.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { relatedReport } from '../../../../domain/contracts/reports';
import { call, endpointPath } from '../../../../lib/api/call';
import { dateText } from '../../../../lib/date-text';
import { useSearchPurposeName } from '../../../../lib/search-purposes';
import { Page } from '../../../../lib/ui/page';
import { BarChart } from './bar-chart';
import { CsvButton } from './csv-button';
import { PagedReportTable, reportPaging } from './paged-report-table';
import { PeriodForm, usePeriod } from './period-form';

export function RelatedReport() {
  const { t } = useTranslation(['reports', 'search', 'common']);
  const purposeName = useSearchPurposeName();
  const [search, setSearch] = useSearchParams();
  const { from, to } = usePeriod();
  const personCode = search.get('personCode') ?? '';
  const { page, pageSize } = reportPaging(search);
  const show = (next: { from?: string; to?: string; personCode?: string; page?: number; pageSize?: number }) =>
    setSearch({
      personCode: next.personCode ?? personCode,
      from: next.from ?? from,
      to: next.to ?? to,
      page: String(next.page ?? 1),
      pageSize: String(next.pageSize ?? pageSize),
    });
  const input = { query: { personCode, from, to, page, pageSize }, quiet: true };
  const { data, error } = useSWR(personCode ? endpointPath(relatedReport, input) : null, () => call(relatedReport, input), { keepPreviousData: true });
  return (
    <Page title={t('susijusiems.title')} intro={t('susijusiems.intro')}>
      <PeriodForm
        key={`${personCode}/${from}/${to}`}
        from={from}
        to={to}
        extra={{ label: t('susijusiems.personCode'), value: personCode, pattern: '\\d{11}' }}
        onChange={(f, tt, code) => show({ from: f, to: tt, personCode: code })}
      />
      {!personCode ? null : error ? (
        <Alert severity="error">{t((error as { message?: string }).message ?? 'errors.server', { ns: 'common' })}</Alert>
      ) : !data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : data.total === 0 ? (
        <Typography>{t('susijusiems.none')}</Typography>
      ) : (
        <>
          <BarChart
            title={t('susijusiems.chartTitle', { from, to })}
            series={[
              { label: t('susijusiems.search'), color: 'primary' },
              { label: t('susijusiems.read'), color: 'info' },
              { label: t('susijusiems.extract'), color: 'warning' },
            ]}
            rows={data.byOrganisation.map((o) => ({ label: o.organisation ?? t('susijusiems.noOrganisation'), values: [o.searches, o.reads, o.extracts] }))}
          />
          <PagedReportTable
            label={t('susijusiems.title')}
            head={
              <>
                {(['at', 'event', 'actor', 'organisation', 'purpose', 'detail'] as const).map((c) => (
                  <TableCell key={c}>{t(`susijusiems.columns.${c}`)}</TableCell>
                ))}
              </>
            }
            pager={{ total: data.total, page, pageSize, onPage: (p) => show({ page: p }), onPageSize: (size) => show({ pageSize: size }) }}
          >
            {data.items.map((i, n) => (
              <TableRow key={`${i.at}/${n}`}>
                <TableCell>{dateText(i.at)}</TableCell>
                <TableCell>{t(`susijusiems.${i.event}`)}</TableCell>
                <TableCell>{i.actor}</TableCell>
                <TableCell>{i.organisation ?? '—'}</TableCell>
                <TableCell>{i.purpose ? purposeName(i.purpose) : '—'}</TableCell>
                <TableCell>{i.detail ?? '—'}</TableCell>
              </TableRow>
            ))}
          </PagedReportTable>
        </>
      )}
      {personCode && (
        <Stack direction="row" sx={{ mt: 2 }}>
          <CsvButton report="susijusiems" from={from} to={to} personCode={personCode} />
        </Stack>
      )}
    </Page>
  );
}
