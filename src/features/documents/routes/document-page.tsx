/**
 * /dokumentas/:objektasID/* — a saved document: its layout's tabs as routes (item deep links
 * such as turtas/{rusis}/{turtasID} below them) and the extra tabs (rinkmenos, …). Who may
 * see it is the API's decision: an invisible document is "not found".
 */
import { Suspense, use, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { DocumentEditor } from '../components/document-editor';
import { Loading } from '../components/loading';
import { registerFilesTab } from '../files-tab-registration';
import { loadDocument } from '../load-document';
import { ErrorBoundary } from '../components/error-boundary';

registerFilesTab();

function NotFound() {
  const { t } = useTranslation('documents');
  return <Alert severity="warning">{t('documents.page.notFound')}</Alert>;
}

function Loaded({ id, generation, segments, reload }: { id: number; generation: number; segments: string[]; reload: () => void }) {
  const { i18n } = useTranslation();
  const start = use(loadDocument(id, generation, i18n));
  return <DocumentEditor key={`${generation}:${start.document.version}`} start={start} basePath={`/dokumentas/${id}`} segments={segments} reload={reload} />;
}

export function Component() {
  const { objektasID = '', '*': splat = '' } = useParams();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const id = /^[1-9]\d{0,15}$/.test(objektasID) ? Number(objektasID) : null;
  if (id === null) return <NotFound />;
  const segments = splat.split('/').filter(Boolean).map(decodeURIComponent);
  return (
    <Box component="article">
      <ErrorBoundary key={`${id}:${generation}`} fallback={(error) => (isApiError(error) && (error.status === 404 || error.status === 400) ? <NotFound /> : null)}>
        <Suspense fallback={<Loading />}>
          <Loaded id={id} generation={generation} segments={segments} reload={reload} />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}
