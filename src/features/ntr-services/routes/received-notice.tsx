/**
 * /ntr-paslaugos/gautas-pranesimas/:pranesimas — a received notice on a request (spec §2.3
 * open route): GET {base}/notices/:token (public: the token is the key, see
 * api/modules/notices). Shows the decision and the registry number; a signed-in owner also
 * gets the request and, once registered, the signed request to download. The page is
 * src/lib's ReceivedNotice (shared with src/features/notices); this route gives its texts,
 * facts and links.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { AppLink } from '../../../lib/ui/app-link';
import type { NoticeView } from '../../../lib/api/notices';
import { dateText } from '../../../lib/date-text';
import type { Fact } from '../../../lib/facts-list';
import { ReceivedNotice } from '../../../lib/received-notice';
import { useSession } from '../../../lib/use-session';
import { downloadSignedRequest } from '../api/download';
import { serviceOfType, wizardPath } from '../services';

/** The owner's way on: the request, and its signed container once registered. */
function RequestLinks({ notice }: { notice: NoticeView }) {
  const { t } = useTranslation('ntrServices');
  const [failed, setFailed] = useState(false);
  const c = notice.content;
  const service = serviceOfType(c.documentType);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {service && <AppLink to={wizardPath(service, c.documentId)}>{t('notice.openRequest')}</AppLink>}
        {c.status === 'iregistruotas' && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={() =>
              void downloadSignedRequest(c.documentId).then(
                () => setFailed(false),
                () => setFailed(true),
              )
            }
          >
            {t('wizard.download')}
          </Button>
        )}
      </Box>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('wizard.downloadFailed')}
        </Alert>
      )}
    </>
  );
}

export function Component() {
  const { t } = useTranslation(['ntrServices', 'common']);
  const { pranesimas = '' } = useParams();
  const current = useSession();
  const facts = (data: NoticeView): Fact[] => {
    const c = data.content;
    return [
      [t('notice.recipient'), data.recipientName],
      [t('notice.createdAt'), dateText(data.createdAt)],
      [t('notice.request'), `Nr. ${c.documentId}`],
      [t('notice.status'), t(`common:lifecycle.statuses.${c.status}`, { defaultValue: c.status })],
      [t('notice.registryNumber'), c.registryNumber],
      [t('notice.decidedAt'), dateText(c.decidedAt)],
      [t('notice.decidedBy'), c.decidedBy],
    ];
  };
  return (
    <ReceivedNotice token={pranesimas} frame={Page} title={t('notice.title')} notFound={t('notice.notFound')} facts={facts}>
      {(data) => current && <RequestLinks notice={data} />}
    </ReceivedNotice>
  );
}
