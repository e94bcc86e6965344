/**
 * /gautas-pranesimas/:pranesimas — a received notice (spec §2.1 open route): the registrar's
 * decision on a document, with the registry number when it was registered and the reasons
 * when it was returned or rejected. Opened from a link (e-mail, the dashboard) without
 * signing in: the token in the path is the key (api/modules/notices README).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Page } from '../../../app/shared/page';
import { dateText } from '../../../lib/date-text';
import { useSession } from '../../../lib/use-session';
import { getNotice, type NoticeView } from '../api';

/** The decision's form (grazinimas / atmetimas) as label/value pairs, labels from the action form's titles. */
function decisionFacts(content: NoticeView['content'], t: (key: string) => string): [string, string][] {
  const [form, values] = content.grazinimas ? ['grazinti', content.grazinimas] : content.atmetimas ? ['atmesti', content.atmetimas] : [null, null];
  if (!form || !values) return [];
  return Object.entries(values)
    .filter(([, v]) => typeof v === 'string' && v !== '')
    .map(([k, v]) => [t(`common:lifecycle.forms.${form}.${k}`), v as string]);
}

function Facts({ facts }: { facts: [string, string | null | undefined][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 3 }}>
      {facts
        .filter(([, v]) => v)
        .map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {name}
            </Box>
            <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Box>
          </Box>
        ))}
    </Box>
  );
}

export function Component() {
  const { t } = useTranslation(['workflow', 'common']);
  const { pranesimas = '' } = useParams();
  const session = useSession();
  const { data, error } = useSWR<NoticeView>(['notice', pranesimas], () => getNotice(pranesimas), { revalidateOnFocus: false });
  if (error) {
    return (
      <Page title={t('received.title')}>
        <Alert severity="warning">{t('received.notFound')}</Alert>
      </Page>
    );
  }
  if (!data) return <Typography role="status">…</Typography>;
  const c = data.content;
  return (
    <Page title={t(`common:lifecycle.notices.${data.kind}`, { defaultValue: t('received.title') })}>
      <Facts
        facts={[
          [t('received.recipient'), data.recipientName],
          [t('received.createdAt'), dateText(data.createdAt)],
          [t('received.document'), `Nr. ${c.documentId}`],
          [t('received.documentType'), c.documentType],
          [t('received.status'), t(`common:lifecycle.statuses.${c.status}`)],
          [t('received.registryNumber'), c.registryNumber],
          [t('received.entryRegistryNumber'), c.entryRegistryNumber],
          [t('received.decidedAt'), dateText(c.decidedAt)],
          [t('received.decidedBy'), c.decidedBy],
          [t('received.providerName'), c.providerName],
          ...decisionFacts(c, t),
        ]}
      />
      {session && <Link to={`/dokumentas/${c.documentId}/registrui`}>{t('received.open')}</Link>}
    </Page>
  );
}
