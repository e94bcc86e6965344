/**
 * The request page's duomenu-teikejas tab (spec §2.1): who provided the data — who filed the
 * request (a citizen in the portal, or a notary on a client's behalf), who signed it and who
 * transferred it to the registry, with when. The applicant is data of the request (asmenys).
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/date-text';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { FactsList } from '../../../lib/facts-list';
import { eventOf, useRequestFacts } from '../api/request-facts';

const who = (name: string | null | undefined, at: string | null | undefined) => (name ? `${name}${at ? `, ${dateText(at)}` : ''}` : null);

export default function ProviderTab({ document }: DocumentTabProps) {
  const { t } = useTranslation('requests');
  const { lifecycle, events, error } = useRequestFacts(document);
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (!lifecycle || !events) return <Typography role="status">…</Typography>;
  const filed = eventOf(events, 'document.create');
  const transferred = eventOf(events, 'lifecycle.perduoti', true);
  const signed = lifecycle.signing?.status === 'signed' ? lifecycle.signing : null;
  return (
    <FactsList
      label={t('page.provider')}
      facts={[
        [t('page.filedBy'), who(filed?.actorName, filed?.at) ?? t('page.unknown')],
        [t('page.signedBy'), who(signed?.signerName, signed?.signedAt)],
        [t('page.transferredBy'), who(transferred?.actorName, transferred?.at)],
      ]}
    />
  );
}
