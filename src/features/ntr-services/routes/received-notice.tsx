/**
 * /ntr-paslaugos/gautas-pranesimas/:pranesimas — a received notice on a request (spec §2.3
 * open route): GET {base}/notices/:token (public: the token is the key, see
 * api/modules/notices). Shows the decision and the registry number; a signed-in owner also
 * gets the request and, once registered, the signed request to download.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../app/shared/page';
import { AppLink } from '../../../app/shared/app-link';
import { dateText } from '../../../lib/date-text';
import { useSession } from '../../../lib/use-session';
import { downloadSignedRequest } from '../api/download';
import { useNotice } from '../api/notices';
import { serviceOfType, wizardPath } from '../services';

export function Component() {
  const { t } = useTranslation(['ntrServices', 'common']);
  const { pranesimas = '' } = useParams();
  const current = useSession();
  const { data, error } = useNotice(pranesimas);
  const [failed, setFailed] = useState(false);
  if (error) {
    return (
      <Page title={t('notice.title')}>
        <Alert severity="warning">{t('notice.notFound')}</Alert>
      </Page>
    );
  }
  if (!data) return <Typography role="status">…</Typography>;
  const c = data.content;
  const service = serviceOfType(c.documentType);
  const facts: [string, string | null | undefined][] = [
    [t('notice.recipient'), data.recipientName],
    [t('notice.createdAt'), dateText(data.createdAt)],
    [t('notice.request'), `Nr. ${c.documentId}`],
    [t('notice.status'), t(`common:lifecycle.statuses.${c.status}`, { defaultValue: c.status })],
    [t('notice.registryNumber'), c.registryNumber],
    [t('notice.decidedAt'), dateText(c.decidedAt)],
    [t('notice.decidedBy'), c.decidedBy],
  ];
  return (
    <Page title={t(`common:lifecycle.notices.${data.kind}`, { defaultValue: t('notice.title') })}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 3 }}>
        {facts
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {name}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
      </Box>
      {current && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {service && <AppLink to={wizardPath(service, c.documentId)}>{t('notice.openRequest')}</AppLink>}
          {c.status === 'iregistruotas' && (
            <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={() => void downloadSignedRequest(c.documentId).then(() => setFailed(false), () => setFailed(true))}>
              {t('wizard.download')}
            </Button>
          )}
        </Box>
      )}
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('wizard.downloadFailed')}
        </Alert>
      )}
    </Page>
  );
}
