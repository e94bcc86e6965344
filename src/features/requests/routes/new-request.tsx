/**
 * /prasymas-naujas and /prasymas-naujas/:typeId/step/:step — a notary files a request on a
 * legal fact for a client (spec §2.1, §6 'new application': notaries only — the guard checks
 * the route's feature, the server the type's createRoles). Without a type: the chooser.
 */
import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { useSession } from '../../../lib/use-session';
import { creatableRequestTypes, useCatalog } from '../../../lib/api/catalog';
import { NewRequestWizard } from '../components/new-request-wizard';
import { RequestTypeList } from '../components/request-type-list';

const Loading = () => (
  <Box role="status" sx={{ py: 4 }}>
    <CircularProgress size={24} />
  </Box>
);

/** `step/<id>` → the step id; anything else → the first step. */
const stepOf = (splat: string) => {
  const [word, id] = splat.split('/');
  return word === 'step' && id ? decodeURIComponent(id) : undefined;
};

export function Component() {
  const { t } = useTranslation('requests');
  const { typeId, '*': splat = '' } = useParams();
  const session = useSession();
  const { data, error } = useCatalog();
  if (error) return <Alert severity="error">{t('new.loadFailed')}</Alert>;
  if (!data) return <Loading />;
  const types = creatableRequestTypes(data, session?.user.roles ?? []);
  if (!typeId) {
    return (
      <Page title={t('new.title')} intro={t('new.intro')}>
        <RequestTypeList types={types} />
      </Page>
    );
  }
  if (!types.some((type) => type.id === typeId)) return <Alert severity="warning">{t('new.unknownType')}</Alert>;
  return (
    <Box component="article">
      <Suspense fallback={<Loading />}>
        <NewRequestWizard key={typeId} typeId={typeId} basePath={`/prasymas-naujas/${typeId}`} step={stepOf(splat)} />
      </Suspense>
    </Box>
  );
}
