/**
 * A new document: /hipoteka/:typeId/*, /sutartis/:typeId/* and /hipoteka/perleidimas/* (the
 * assignment of claim). The type must be started under its own catalogue route, and the user's
 * roles must be among its createRoles (the server refuses creation otherwise anyway).
 */
import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFormType } from '../../../form/load-form-type';
import { useSession } from '../../../lib/use-session';
import { useCatalog } from '../../../lib/api/catalog';
import { Loading } from '../components/loading';
import { NewDocument } from '../components/new-document';

/** The assignment of claim's own route (spec §2.1) and its type. */
const CLAIM_TRANSFER = { path: '/hipoteka/perleidimas', typeId: 'reikalavimo-perleidimas' };

export function Component() {
  const { t } = useTranslation('documents');
  const { typeId: param, '*': splat = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const { data, error } = useCatalog();
  const transfer = pathname === CLAIM_TRANSFER.path || pathname.startsWith(`${CLAIM_TRANSFER.path}/`);
  const typeId = transfer ? CLAIM_TRANSFER.typeId : (param ?? '');
  if (error) return <Alert severity="error">{t('documents.chooser.loadFailed')}</Alert>;
  if (!data) return <Loading />;
  const entry = data.find((type) => type.id === typeId && type.family === 'documents');
  const basePath = entry?.route ?? '';
  if (!entry || !hasFormType(typeId) || !(pathname === basePath || pathname.startsWith(`${basePath}/`)))
    return <Alert severity="warning">{t('documents.new.unknownType')}</Alert>;
  if (!entry.createRoles.some((role) => session?.user.roles.includes(role))) return <Alert severity="warning">{t('documents.new.notAllowed')}</Alert>;
  return (
    <Box component="article">
      <Suspense fallback={<Loading />}>
        <NewDocument key={typeId} typeId={typeId} basePath={basePath} splat={splat} />
      </Suspense>
    </Box>
  );
}
