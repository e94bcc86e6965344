/**
 * A request the citizen can no longer change (transferred, registered, rejected): its
 * status, everything it says (src/form ReviewStep, read-only) and the signed request to
 * download once it has been signed.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { ReviewStep } from '../../../form/components/review-step';
import { SchemaFormProvider } from '../../../form/components/form-session';
import { createDocumentStore } from '../../../form/engine/document-store';
import { useVisibleSections } from '../../../form/hooks/use-layout';
import type { ItemView } from '../../../lib/api/items';
import { downloadSignedRequest } from '../api/download';
import type { FormType } from '../../../form/engine/form-type';
import { wizardPath, type NtrService } from '../services';

/** Statuses in which a signed request exists (it was signed before it could be transferred). */
const SIGNED_STATUSES = new Set(['perduotas', 'iregistruotas', 'atmestas', 'nutrauktas', 'nepatikslintas']);

function Summary({ service, id }: { service: NtrService; id: number }) {
  const steps = useVisibleSections('steps');
  return <ReviewStep steps={steps} stepPath={(step) => `${wizardPath(service, id)}/step/${step}`} />;
}

export function DownloadSigned({ item }: { item: ItemView }) {
  const { t } = useTranslation('ntrServices');
  const [failed, setFailed] = useState(false);
  if (!SIGNED_STATUSES.has(item.status)) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden />}
        onClick={() =>
          void downloadSignedRequest(item.id).then(
            () => setFailed(false),
            () => setFailed(true),
          )
        }
      >
        {t('wizard.download')}
      </Button>
      {failed && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('wizard.downloadFailed')}
        </Alert>
      )}
    </Box>
  );
}

export function RequestOverview({ service, type, item }: { service: NtrService; type: FormType; item: ItemView }) {
  const { t } = useTranslation('ntrServices');
  const [store] = useState(() => createDocumentStore(item.data));
  return (
    <SchemaFormProvider type={type} store={store}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('wizard.readOnly')}
      </Alert>
      <DownloadSigned item={item} />
      <Summary service={service} id={item.id} />
    </SchemaFormProvider>
  );
}
