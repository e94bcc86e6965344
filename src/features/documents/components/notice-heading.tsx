/**
 * What a change or termination notice is (decision 0158): its kind and the registered entry it
 * changes, with a link to the entry's page (whose Istorija tab lists the entry's notices); for
 * a notice that changes data, which tabs may change — the others are read-only.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentView } from '../api/documents';

export function NoticeHeading({ notice }: { notice: NonNullable<DocumentView['notice']> }) {
  const { t } = useTranslation(['documents', 'common']);
  const number = notice.entry.registryNumber ?? String(notice.entry.documentId);
  return (
    <Typography component="p" sx={{ mb: 2 }} data-testid="notice-heading">
      {t('documents.notice.heading', { kind: t(`lifecycle.noticeKinds.${notice.kind}`, { ns: 'common' }), number })}{' '}
      <Link component={RouterLink} to={`/dokumentas/${notice.entry.documentId}/istorija`}>
        {t('documents.notice.openEntry', { number })}
      </Link>
      <br />
      {t(notice.changeableSections.length === 0 ? 'documents.notice.basisOnly' : 'documents.notice.scope')}
    </Typography>
  );
}
