/**
 * The registrui tab of the document page, and the registravimas tab of the request page
 * (GET /documents|requests/:id/lifecycle): status, deadlines, a returned item's reason, the signature
 * state, the registry number, the errors check now, the actions this user may take, and on a
 * registered entry the notices they may start, on an archived one its restore (entry-actions.tsx),
 * and the other parties' confirmation round with a party's confirm/refuse (approval-panel.tsx).
 * `?sign=1` (the /sign/{objektasID} and /ntr-sign/{prasymasID} redirects) opens the signing dialog at once when the
 * user may sign. After an action the document page re-reads the document (new version).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api/client';
import { dateText } from '../../../lib/date-text';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { lifecyclePath, type LifecycleView } from '../api';
import { ActionBar } from './action-bar';
import { ApprovalPanel } from './approval-panel';
import { EntryActions } from './entry-actions';
import { FactsList } from '../../../lib/facts-list';
import { IssueList } from './issue-list';

function signatureText(view: LifecycleView, t: (key: string, options?: Record<string, unknown>) => string): string {
  const s = view.signing;
  if (!s || s.status !== 'signed') return t('registrui.notSigned');
  const who = t('registrui.signedBy', { name: s.signerName ?? '', at: dateText(s.signedAt) });
  return `${who}. ${s.coversCurrentData ? t('registrui.signatureCurrent') : t('registrui.signatureStale')}`;
}

export default function RegistruiTab({ document, reload }: DocumentTabProps) {
  const { t } = useTranslation(['workflow', 'common']);
  const [search] = useSearchParams();
  const { data: view, error, mutate } = useSWR<LifecycleView>(lifecyclePath(document), fetcher);
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (!view) return <Typography role="status">…</Typography>;

  const wantsSign = search.get('sign') === '1';
  const lockedByOther = document.lock !== null && !document.lock.mine;
  // the server's meta.message says what happened (data-ok, decision 0096)
  const done = () => {
    void mutate();
    reload();
  };

  return (
    <Box>
      <FactsList
        label={t('registrui.facts')}
        facts={[
          [t('registrui.status'), t(`lifecycle.statuses.${view.status}`, { ns: 'common' })],
          [t('registrui.registryNumber'), view.registryNumber],
          [t('registrui.registeredAt'), dateText(view.registeredAt)],
          [t('registrui.transferredAt'), dateText(view.transferredAt)],
          [t('registrui.decisionDeadline'), dateText(view.decisionDeadline)],
          [t('registrui.returnedAt'), dateText(view.returnedAt)],
          [t('registrui.returnReason'), view.returnReason],
          [t('registrui.correctionDeadline'), dateText(view.correctionDeadline)],
          [t('registrui.signature'), signatureText(view, t)],
        ]}
      />
      {view.approval && (
        <ApprovalPanel documentId={document.id} typeId={document.type} round={view.approval} waiting={view.status === 'laukia_patvirtinimo'} onDone={done} />
      )}
      {wantsSign && !view.actions.some((a) => a.action === 'pasirasyti') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('registrui.signNotAllowed')}
        </Alert>
      )}
      {view.checks.length > 0 && (
        <Alert severity={view.checks.some((c) => c.severity === 'critical') ? 'error' : 'warning'} sx={{ mb: 2 }}>
          <Typography component="h3" variant="subtitle1">
            {t('registrui.checks')}
          </Typography>
          <IssueList issues={view.checks} />
        </Alert>
      )}
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('registrui.actions')}
      </Typography>
      <ActionBar
        key={view.version}
        item={document}
        view={view}
        disabled={lockedByOther}
        autoOpen={wantsSign ? 'pasirasyti' : null}
        onDone={done}
        onStale={() => {
          void mutate();
          reload();
        }}
      />
      <EntryActions item={document} actions={view.entryActions} onDone={done} />
    </Box>
  );
}
