/**
 * /dokumentas/:objektasID/* — a saved document: its layout's tabs as routes (item deep links
 * such as turtas/{rusis}/{turtasID} below them) and the extra tabs (rinkmenos, …). Who may
 * see it is the API's decision: an invisible document is "not found". The same page shows a
 * request at /prasymas/:prasymasID/* (routes/request-page.tsx, item-pages.ts).
 */
import { Suspense, use, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormTypeUnavailable } from '../../../form/load-form-type';
import { isApiError } from '../../../lib/api/api-error';
import { DocumentEditor } from '../components/document-editor';
import { Loading } from '../components/loading';
import { registerFilesTab } from '../files-tab-registration';
import { DOCUMENT_PAGE, parseItemId, type ItemPage } from '../item-pages';
import { loadDocument } from '../load-document';
import { ErrorBoundary } from '../components/error-boundary';

registerFilesTab();

/** The document's type could be drawn neither from the build nor from the studio's publications. */
function TypeUnavailable({ error }: { error: FormTypeUnavailable }) {
  const { t } = useTranslation();
  return <Alert severity="error">{t(error.messageKey)}</Alert>;
}

function NotFound({ page }: { page: ItemPage }) {
  const { t } = useTranslation('documents');
  return <Alert severity="warning">{t(page.notFoundKey)}</Alert>;
}

interface LoadedProps {
  page: ItemPage;
  id: number;
  generation: number;
  segments: string[];
  reload: () => void;
}

function Loaded({ page, id, generation, segments, reload }: LoadedProps) {
  const { i18n } = useTranslation();
  const start = use(loadDocument(id, generation, i18n, page));
  return (
    <DocumentEditor
      key={`${generation}:${start.document.version}`}
      start={start}
      basePath={page.basePath(id)}
      segments={segments}
      reload={reload}
      page={page}
    />
  );
}

/** The page of one item of a family; `idParam` is the route's id parameter. */
export function ItemPageView({ page, idParam }: { page: ItemPage; idParam: string }) {
  const { [idParam]: param = '', '*': splat = '' } = useParams();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const id = parseItemId(param);
  if (id === null) return <NotFound page={page} />;
  const segments = splat.split('/').filter(Boolean).map(decodeURIComponent);
  return (
    <Box component="article">
      <ErrorBoundary
        key={`${id}:${generation}`}
        fallback={(error) =>
          error instanceof FormTypeUnavailable ? (
            <TypeUnavailable error={error} />
          ) : isApiError(error) && (error.status === 404 || error.status === 400) ? (
            <NotFound page={page} />
          ) : null
        }
      >
        <Suspense fallback={<Loading />}>
          <Loaded page={page} id={id} generation={generation} segments={segments} reload={reload} />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}

export function Component() {
  return <ItemPageView page={DOCUMENT_PAGE} idParam="objektasID" />;
}
