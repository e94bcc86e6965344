/**
 * /pagrindinis — the user's start page (GET /api/dashboard): their work queues with counts
 * (each a link to its list), the deadlines due (soonest first; overdue ones say so) and the
 * latest notices they received. The heading and the guide link do not wait for the data.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { AppLink } from '../../../lib/ui/app-link';
import { Page } from '../../../lib/ui/page';
import { getDashboard } from '../../../domain/contracts/journal';
import { call, endpointPath } from '../../../lib/api/call';
import { dateText } from '../../../lib/date-text';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function Component() {
  const { t } = useTranslation(['common', 'workflow']);
  const { data, error } = useSWR(endpointPath(getDashboard), () => call(getDashboard));
  return (
    <Page title={t('dashboard.title')}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, maxWidth: 1200, mb: 3 }} aria-busy={!data && !error}>
        <Card id="eiles" title={t('workflow:dashboard.queues')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {data?.queues.map((q) => (
              <li key={q.id}>
                <Link to={q.route}>
                  {t(`lifecycle.queues.${q.id}`)}: <strong>{q.count}</strong>
                </Link>
              </li>
            ))}
          </Box>
        </Card>
        <Card id="terminai" title={t('workflow:dashboard.deadlines')}>
          {data && data.deadlines.length === 0 && <Typography>{t('workflow:dashboard.noDeadlines')}</Typography>}
          <Box component="ul" sx={{ p: 0, pl: 2, m: 0 }}>
            {data?.deadlines.map((d) => (
              <li key={`${d.kind}:${d.documentId}`}>
                {t(`lifecycle.deadlines.${d.kind}`)} {d.deadline}
                {d.overdue && <strong> ({t('workflow:dashboard.overdue')})</strong>} —{' '}
                <Link to={`/dokumentas/${d.documentId}/registrui`}>
                  Nr. {d.documentId} {d.type}
                </Link>
                {d.providerName ? `, ${d.providerName}` : ''}
              </li>
            ))}
          </Box>
        </Card>
      </Box>
      {data && data.notices.length > 0 && (
        <Card id="pranesimai" title={t('workflow:dashboard.notices')}>
          <Box component="ul" sx={{ p: 0, pl: 2, m: 0 }}>
            {data.notices.map((n) => (
              <li key={n.id}>
                <Link to={`/gautas-pranesimas/${encodeURIComponent(n.token)}`}>
                  {t(`lifecycle.notices.${n.kind}`, { defaultValue: n.kind })}: Nr. {n.documentId}
                  {n.registryNumber ? ` (${n.registryNumber})` : ''}
                </Link>{' '}
                {dateText(n.createdAt)}
              </li>
            ))}
          </Box>
        </Card>
      )}
      <Box sx={{ mt: 3 }}>
        <AppLink to="/vadovas">{t('dashboard.guideLink')}</AppLink>
      </Box>
    </Page>
  );
}
