/**
 * /paslaugos — the portal's home: the services the user can order (the catalogue's requests
 * and certificates whose createRoles include the user's role, linking to their routes under
 * /ntr-paslaugos) and the groups of self-service objects (pledges, mortgages, contracts).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../lib/ui/app-link';
// the Alert shows only when the catalogue failed: its code stays out of the portal home's first load
import { LazyAlert as Alert } from '../../../lib/ui/lazy-alert';
import { Page } from '../../../lib/ui/page';
// read without SWR: the portal home paints without it (decision 0168)
import { useCatalogAnswer, type CatalogEntry } from '../../../lib/api/catalog-answer';
import { LOGIN_PATH } from '../../../lib/sign-in-paths';
import { useSession } from '../../../lib/use-session';
import { OBJECT_GROUPS } from '../groups';

const ORDERABLE = ['requests', 'certificates'] as const;

function CatalogLinks({ entries }: { entries: CatalogEntry[] }) {
  // the type titles live in each type's namespace (types/<id>)
  const { t } = useTranslation(['selfService', ...entries.map((e) => `types/${e.id}`)]);
  return (
    <>
      {ORDERABLE.map((family) => {
        const ofFamily = entries.filter((e) => e.family === family);
        return (
          <Box component="section" key={family} aria-labelledby={`paslaugos-${family}`} sx={{ mb: 3 }}>
            <Typography id={`paslaugos-${family}`} component="h2" variant="h5" sx={{ mb: 1 }}>
              {t(family === 'requests' ? 'services.requestsTitle' : 'services.certificatesTitle')}
            </Typography>
            {ofFamily.length === 0 ? (
              <Typography color="text.secondary">{t('services.catalogEmpty')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {ofFamily.map((e) => (
                  <li key={e.id}>
                    <AppLink to={e.route}>{t(e.titleKey, { ns: `types/${e.id}`, defaultValue: e.id })}</AppLink>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </>
  );
}

export function Component() {
  const { t } = useTranslation(['selfService', 'common']);
  const session = useSession();
  const roles = session?.user.roles ?? [];
  // the catalogue is for signed-in users: a visitor is asked to sign in instead
  const { data, error } = useCatalogAnswer(Boolean(session));
  const orderable = (data ?? []).filter((e) => (ORDERABLE as readonly string[]).includes(e.family) && e.createRoles.some((r) => roles.includes(r)));
  return (
    <Page title={t('portal.services.title', { ns: 'common' })}>
      <Box component="section" aria-labelledby="paslaugos-objektai" sx={{ mb: 3 }}>
        <Typography id="paslaugos-objektai" component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('services.objectsTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('services.objectsIntro')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {OBJECT_GROUPS.map((g) => (
            <li key={g.kind}>
              <AppLink to={`/paslaugos/${g.segment}`}>{t(`groups.${g.kind}`)}</AppLink> — {t(`groupIntro.${g.kind}`)}
            </li>
          ))}
        </Box>
      </Box>
      {!session ? (
        <Typography>
          <AppLink to={LOGIN_PATH}>{t('services.signInToOrder')}</AppLink>
        </Typography>
      ) : error ? (
        <Alert severity="error">{t('services.failed')}</Alert>
      ) : !data ? (
        <Typography role="status">{t('services.loading')}</Typography>
      ) : (
        <CatalogLinks entries={orderable} />
      )}
    </Page>
  );
}
