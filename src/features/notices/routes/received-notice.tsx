/**
 * /gautas-pranesimas/:pranesimas — a received notice (spec §2.1 open route): the registrar's
 * decision on a document, with the registry number when it was registered and the reasons
 * when it was returned or rejected. Opened from a link (e-mail, the dashboard) without
 * signing in: the token in the path is the key (api/modules/notices README). The page is
 * src/lib's ReceivedNotice (shared with the NTR services' notice page); this route gives its
 * texts, the facts and the link to the document.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { approvalDocumentPath } from '../../../lib/approval-path';
import { Page } from '../../../lib/ui/page';
import type { NoticeView } from '../../../lib/api/notices';
import { dateText } from '../../../lib/date-text';
import type { Fact } from '../../../lib/facts-list';
import { ReceivedNotice } from '../../../lib/received-notice';
import { TypeTitle } from '../../../lib/type-title';
import { useSession } from '../../../lib/use-session';

/** The decision's form (grazinimas / atmetimas) as label/value pairs, labels from the action form's titles. */
function decisionFacts(content: NoticeView['content'], t: (key: string) => string): Fact[] {
  const [form, values] = content.grazinimas ? ['grazinti', content.grazinimas] : content.atmetimas ? ['atmesti', content.atmetimas] : [null, null];
  if (!form || !values) return [];
  return Object.entries(values)
    .filter(([, v]) => typeof v === 'string' && v !== '')
    .map(([k, v]) => [t(`common:lifecycle.forms.${form}.${k}`), v as string]);
}

/** A request to confirm opens where the party answers; any other notice, the document's registrui tab. */
const documentPath = (data: NoticeView) =>
  data.content.status === 'prasoma_patvirtinti' ? approvalDocumentPath(data.content.documentId) : `/dokumentas/${data.content.documentId}/registrui`;

export function Component() {
  const { t } = useTranslation(['workflow', 'common']);
  const { pranesimas = '' } = useParams();
  const session = useSession();
  const facts = (data: NoticeView): Fact[] => {
    const c = data.content;
    return [
      [t('received.recipient'), data.recipientName],
      [t('received.createdAt'), dateText(data.createdAt)],
      [t('received.document'), `Nr. ${c.documentId}`],
      [t('received.documentType'), <TypeTitle key="type" typeId={c.documentType} />],
      [t('received.status'), t(`common:lifecycle.statuses.${c.status}`)],
      [t('received.registryNumber'), c.registryNumber],
      [t('received.entryRegistryNumber'), c.entryRegistryNumber],
      [t('received.decidedAt'), dateText(c.decidedAt)],
      [t('received.decidedBy'), c.decidedBy],
      [t('received.providerName'), c.providerName],
      ...decisionFacts(c, t),
    ];
  };
  return (
    <ReceivedNotice token={pranesimas} frame={Page} title={t('received.title')} notFound={t('received.notFound')} facts={facts} multiline>
      {(data) => session && <Link to={documentPath(data)}>{t('received.open')}</Link>}
    </ReceivedNotice>
  );
}
