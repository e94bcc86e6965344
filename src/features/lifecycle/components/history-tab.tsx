/** The istorija tab: every stored version, every action on the document, and the change/termination notices of its entry (GET …/history). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isAction } from '../../../domain/lifecycle/statuses';
import { fetcher } from '../../../lib/api/client';
import { dateText } from '../../../lib/date-text';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { historyPath, type HistoryView } from '../api';

/** 'lifecycle.perduoti' → the action's label; 'document.update' → "Išsaugotas". */
function useEventLabel() {
  const { t } = useTranslation(['workflow', 'common']);
  return (event: string) => {
    const [family, name = ''] = event.split('.');
    // System transitions (expiry, termination by a registered notice) are no user actions.
    if (family === 'lifecycle')
      return isAction(name) ? t(`lifecycle.actions.${name}`, { ns: 'common' }) : t(`history.events_lifecycle.${name}`, { defaultValue: name });
    if (family === 'document') return t(`history.events_document.${name}`, { defaultValue: event });
    return event;
  };
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function HistoryTab({ document }: DocumentTabProps) {
  const { t } = useTranslation(['workflow', 'common']);
  const label = useEventLabel();
  const { data, error } = useSWR<HistoryView>(historyPath(document), fetcher);
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (!data) return <Typography role="status">…</Typography>;
  const status = (s: string | null) => (s ? t(`lifecycle.statuses.${s}`, { ns: 'common' }) : '');
  return (
    <>
      <Section id="istorija-veiksmai" title={t('history.events')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('history.at')}</TableCell>
              <TableCell>{t('history.action')}</TableCell>
              <TableCell>{t('history.actor')}</TableCell>
              <TableCell>{t('history.fromTo')}</TableCell>
              <TableCell>{t('history.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.events.map((e, i) => (
              <TableRow key={`${e.at}:${i}`}>
                <TableCell>{dateText(e.at)}</TableCell>
                <TableCell>{label(e.action)}</TableCell>
                <TableCell>{e.automatic ? t('history.automatic', { rule: e.automatic }) : e.actorName}</TableCell>
                <TableCell>{e.fromState || e.toState ? `${status(e.fromState)} → ${status(e.toState)}` : ''}</TableCell>
                <TableCell>{e.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section id="istorija-versijos" title={t('history.versions')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('history.version')}</TableCell>
              <TableCell>{t('history.at')}</TableCell>
              <TableCell>{t('history.action')}</TableCell>
              <TableCell>{t('history.status')}</TableCell>
              <TableCell>{t('history.actor')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.versions.map((v) => (
              <TableRow key={v.version} selected={v.registered}>
                <TableCell>{v.registered ? `${v.version} (${t('history.registered')})` : v.version}</TableCell>
                <TableCell>{dateText(v.at)}</TableCell>
                <TableCell>{v.action ? label(`lifecycle.${v.action}`) : ''}</TableCell>
                <TableCell>{status(v.status)}</TableCell>
                <TableCell>{v.actorName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      {data.changes.length > 0 && (
        <Section id="istorija-pakeitimai" title={t('history.changes')}>
          <ul>
            {data.changes.map((c) => (
              <li key={c.documentId}>
                <Link to={`/dokumentas/${c.documentId}/registrui`}>
                  {t(`lifecycle.noticeKinds.${c.noticeKind}`, { ns: 'common' })} Nr. {c.documentId}
                </Link>{' '}
                — {status(c.status)} {c.registryNumber ?? ''}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
