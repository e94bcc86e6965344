/**
 * The entry's change and termination notices that are still open (prepared or being decided):
 * the user's own with a link (continue it rather than start a second — the server refuses a
 * second one of the same kind), someone else's by kind and status only.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../lib/ui/app-link';
import type { OpenNotice } from '../api';

export function OpenNotices({ notices }: { notices: readonly OpenNotice[] }) {
  const { t } = useTranslation(['selfService', 'common']);
  if (notices.length === 0) return null;
  const text = (n: OpenNotice) =>
    t(n.own ? 'openNotices.own' : 'openNotices.other', {
      kind: t(`noticeKinds.${n.noticeKind}`),
      status: t(`lifecycle.statuses.${n.status}`, { ns: 'common' }),
    });
  return (
    // a named region, not an alert (MUI's default role): nothing here must interrupt the reader
    <Alert severity="info" sx={{ mb: 2 }} component="section" role="region" aria-label={t('openNotices.title')}>
      <AlertTitle component="h2">{t('openNotices.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {notices.map((n, i) => (
          <li key={n.id ?? `other-${i}`}>
            {text(n)}
            {n.id !== null && (
              <>
                {' — '}
                <AppLink to={`/dokumentas/${n.id}`}>{t('openNotices.open')}</AppLink>
              </>
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
