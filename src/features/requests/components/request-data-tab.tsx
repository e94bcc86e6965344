/**
 * The request page's dokumento-duomenys tab (spec §2.1): the request itself — its number,
 * type, status, when it was filed and transferred, the registrar's deadline and decision, the
 * registry number. The request's data (persons, property, contract) is on the next tabs.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/date-text';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { FactsList } from '../../../lib/facts-list';
import { eventOf, useRequestFacts } from '../api/request-facts';

export default function RequestDataTab({ document }: DocumentTabProps) {
  const { t } = useTranslation(['requests', 'common']);
  const { lifecycle, events, error } = useRequestFacts(document);
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (!lifecycle || !events) return <Typography role="status">…</Typography>;
  const filed = eventOf(events, 'document.create');
  return (
    <FactsList
      label={t('page.data')}
      facts={[
        [t('page.number'), String(document.id)],
        [t('page.type'), t(`types.${document.type}.title`, { ns: `types/${document.type}`, defaultValue: document.type })],
        [t('page.status'), t(`lifecycle.statuses.${lifecycle.status}`, { ns: 'common' })],
        [t('page.version'), String(document.version)],
        [t('page.filedAt'), dateText(filed?.at ?? null)],
        [t('page.transferredAt'), dateText(lifecycle.transferredAt)],
        [t('page.decisionDeadline'), dateText(lifecycle.decisionDeadline)],
        [t('page.returnedAt'), dateText(lifecycle.returnedAt)],
        [t('page.correctionDeadline'), dateText(lifecycle.correctionDeadline)],
        [t('page.registryNumber'), lifecycle.registryNumber],
        [t('page.registeredAt'), dateText(lifecycle.registeredAt)],
      ]}
    />
  );
}
