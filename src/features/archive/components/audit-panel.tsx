/** Verifies the audit hash chain on demand (GET /api/audit/verify) and names the first broken link. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import type { verifyAudit } from '../../../domain/contracts/audit';
import { verifyChain } from '../api';

export function AuditPanel() {
  const { t } = useTranslation('archive');
  const [report, setReport] = useState<ResponseOf<typeof verifyAudit> | null>(null);
  return (
    <Box component="section" aria-label={t('audit.title')} sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('audit.title')}
      </Typography>
      <Button onClick={() => void verifyChain().then(setReport)} sx={{ mb: 1 }}>
        {t('audit.verify')}
      </Button>
      {report && (
        <Alert severity={report.ok ? 'success' : 'error'} role="status">
          {report.ok
            ? t('audit.ok', { events: report.events, days: report.sealedDays })
            : t(`audit.broken.${report.broken!.problem}`, { id: report.broken!.id, seq: report.broken!.seq, day: report.broken!.day, events: report.events })}
        </Alert>
      )}
    </Box>
  );
}
