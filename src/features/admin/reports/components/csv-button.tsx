/** Downloads a report as CSV; a refusal is said in words beside the button. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { reportCsv, type ReportName } from '../../../../domain/contracts/reports';
import { endpointPath } from '../../../../lib/api/call';
import { downloadFile } from '../../../../lib/api/download';

export function CsvButton({ report, from, to, personCode }: { report: ReportName; from?: string; to?: string; personCode?: string }) {
  const { t } = useTranslation(['reports', 'common']);
  const [error, setError] = useState<string | null>(null);
  const path = endpointPath(reportCsv, { params: { report }, query: { ...(from && to ? { from, to } : {}), ...(personCode ? { personCode } : {}) } });
  const download = () => {
    setError(null);
    downloadFile(path, `ataskaita-${report}${from && to ? `-${from}-${to}` : ''}.csv`).catch((e: { message?: string }) =>
      setError(t(e.message ?? 'errors.server', { ns: 'common' })),
    );
  };
  return (
    <>
      <Button variant="outlined" onClick={download}>
        {t('csv')}
      </Button>
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </>
  );
}
