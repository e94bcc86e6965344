/**
 * A new document: /hipoteka/:typeId/*, /sutartis/:typeId/* and /hipoteka/perleidimas/* (the
 * assignment of claim). The type is the documents type whose catalogue route (registry.route)
 * the address starts with — no type id is written here — and the user's roles must be among
 * its createRoles (the server refuses creation otherwise anyway).
 */
import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { useCatalog } from '../../../lib/api/catalog';
import { Loading } from '../components/loading';
import { NewDocument } from '../components/new-document';

export function Component() {
  const { t } = useTranslation('documents');
  const { '*': splat = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const { data, error } = useCatalog();
  if (error) return <Alert severity="error">{t('documents.chooser.loadFailed')}</Alert>;
  if (!data) return <Loading />;
  const under = (route: string) => pathname === route || pathname.startsWith(`${route}/`);
  // the longest route the address is under: the type started here (spec §2.1 routes)
  const entry = data.filter((type) => type.family === 'documents' && under(type.route)).sort((a, b) => b.route.length - a.route.length)[0];
  const typeId = entry?.id ?? '';
  const basePath = entry?.route ?? '';
  if (!entry) return <Alert severity="warning">{t('documents.new.unknownType')}</Alert>;
  if (!entry.createRoles.some((role) => session?.user.roles.includes(role))) return <Alert severity="warning">{t('documents.new.notAllowed')}</Alert>;
  return (
    <Box component="article">
      <Suspense fallback={<Loading />}>
        <NewDocument key={typeId} typeId={typeId} basePath={basePath} splat={splat} />
      </Suspense>
    </Box>
  );
}
