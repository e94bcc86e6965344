/**
 * /ntr-paslaugos/<group>/<action>/:prasymasID/step/:step — one request: a new one
 * (prasymasID `naujas`: held in the browser until it is first signed, which creates it and
 * replaces the address with its id), the wizard of a request the citizen may still change,
 * or the read-only overview of one already with the registry. Whose request it is, is the
 * API's decision: another citizen's request is "not found" (404).
 */
import { Suspense, use, useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { hasFormType, loadFormTypeWithLabels } from '../../../form/load-form-type';
import { isApiError } from '../../../lib/api/api-error';
import { getItem, type ItemView } from '../../../lib/api/items';
import { useApplicant } from '../api/applicant';
import { RequestEditor } from '../components/request-editor';
import { RequestOverview } from '../components/request-overview';
import { NEW_REQUEST, wizardPath, type NtrService } from '../services';
import { useService, useServiceTitles } from '../use-service';

const ID = /^[1-9]\d{0,15}$/;

function NotFound() {
  const { t } = useTranslation('ntrServices');
  return <Alert severity="warning">{t('wizard.notFound')}</Alert>;
}

interface LoadedProps {
  service: NtrService;
  /** the request to read (null: a new one) */
  id: number | null;
  generation: number;
  step: string | undefined;
  onCreated: (id: number, step: string | undefined) => void;
  reload: () => void;
}

function Loaded({ service, id, generation, step, onCreated, reload }: LoadedProps) {
  const { t, i18n } = useTranslation(['ntrServices', 'common']);
  const [search] = useSearchParams();
  const type = use(loadFormTypeWithLabels(service.type, i18n));
  const title = useServiceTitles([service])(service);
  // quiet: 404 (not this citizen's, or no such request) is this page's own message.
  const applicant = useApplicant(id === null);
  const read = useSWR<ItemView>(id === null ? null : ['ntr-request', id, generation], () => getItem('requests', id ?? 0), { revalidateOnFocus: false, revalidateIfStale: false });
  if (read.error) return isApiError(read.error) && (read.error.status === 404 || read.error.status === 400) ? <NotFound /> : <Alert severity="error">{isApiError(read.error) ? read.error.message : String(read.error)}</Alert>;
  if (id !== null && !read.data) return <Typography role="status">…</Typography>;
  // A new request starts with its applicant: the signed-in user (none known: typed in).
  if (id === null && !applicant.data && !applicant.error) return <Typography role="status">…</Typography>;
  const item = read.data ?? null;
  const prefilled = applicant.data?.pareiskejas ? { pareiskejas: applicant.data.pareiskejas } : {};
  const start = { item, type, initial: prefilled };
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {item ? t('wizard.title', { title, id: item.id }) : t('wizard.newTitle', { title })}
      </Typography>
      {item && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('wizard.status', { status: t(`common:lifecycle.statuses.${item.status}`) })}
        </Typography>
      )}
      {item && !item.editable ? (
        <RequestOverview key={`${item.id}:${item.version}`} service={service} type={type} item={item} />
      ) : (
        <RequestEditor key={`${item?.id ?? 'naujas'}:${item?.version ?? 0}`} service={service} start={start} step={step} signRequested={search.get('sign') === '1'} onCreated={onCreated} reload={reload} />
      )}
    </>
  );
}

function RequestPage({ service }: { service: NtrService }) {
  const { prasymasID = '', step } = useParams();
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  // The id this page created: the page keeps its editor (and what it knows) instead of reading it back.
  const [created, setCreated] = useState<number | null>(null);
  const reload = useCallback(() => {
    setCreated(null);
    setGeneration((g) => g + 1);
  }, []);
  // Where a just-created request moves to: navigated to after the render that saw the store
  // clean, so the unsaved-changes guard (which decides from its last render) lets it go.
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const onCreated = useCallback(
    (id: number, at: string | undefined) => {
      setCreated(id);
      setMoveTo(wizardPath(service, id, at));
    },
    [service],
  );
  useEffect(() => {
    if (moveTo === null) return;
    setMoveTo(null);
    navigate(moveTo, { replace: true });
  }, [moveTo, navigate]);
  if (!hasFormType(service.type)) return <NotFound />;
  const isNew = prasymasID === NEW_REQUEST;
  if (!isNew && !ID.test(prasymasID)) return <NotFound />;
  const id = isNew || Number(prasymasID) === created ? null : Number(prasymasID);
  return (
    <Box component="article">
      <Suspense fallback={<Typography role="status">…</Typography>}>
        <Loaded service={service} id={id} generation={generation} step={step} onCreated={onCreated} reload={reload} />
      </Suspense>
    </Box>
  );
}

export function Component() {
  const service = useService();
  if (!service) return null;
  return <RequestPage key={service.type} service={service} />;
}
