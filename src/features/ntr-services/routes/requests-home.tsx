/**
 * /ntr-paslaugos/prasymai — the citizen's requests on legal facts: a start button for every
 * request type the catalogue lets this user create (GET {base}/catalog, family requests; one
 * published in the schema studio since the build too), grouped as the services are, and the
 * user's own requests of every type.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { hasFormType } from '../../../form/load-form-type';
import { useSession } from '../../../lib/use-session';
import { useRequestList } from '../api/list-requests';
import { creatableRequestTypes, useCatalog } from '../../../lib/api/catalog';
import { RequestTable } from '../components/request-table';
import { catalogueServices, FIRST_STEP, NEW_REQUEST, wizardPath, type NtrService } from '../services';
import { useServiceTitles } from '../use-service';

const PAGE_SIZE = 20;

/** The page over the services the catalogue offers (their titles' namespaces are a hook's fixed list). */
function RequestsHome({ catalog, offered }: { catalog: ReturnType<typeof useCatalog>; offered: readonly NtrService[] }) {
  const { t } = useTranslation(['ntrServices', 'common']);
  const current = useSession();
  const [page, setPage] = useState(1);
  const titleOf = useServiceTitles(offered);
  const list = useRequestList(current ? { page, pageSize: PAGE_SIZE, sort: 'updated_at', direction: 'desc' } : null);
  const startable = new Set(creatableRequestTypes(catalog.data ?? [], current?.user.roles ?? []).map((entry) => entry.id));
  const services = offered.filter((s) => startable.has(s.type) && (s.published || hasFormType(s.type)));
  const groups = [...new Set(services.map((s) => s.group))];

  return (
    <Page title={t('home.title')} intro={t('home.intro')}>
      <Box component="section" aria-labelledby="pradeti" sx={{ mb: 4 }}>
        <Typography id="pradeti" variant="h2" sx={{ mb: 2 }}>
          {t('home.start')}
        </Typography>
        {catalog.data && services.length === 0 && <Alert severity="info">{t('home.noTypes')}</Alert>}
        {groups.map((group) => {
          const ofGroup = services.filter((s) => s.group === group);
          if (ofGroup.length === 0) return null;
          return (
            <Box key={group} sx={{ mb: 2 }}>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {t(`common:nav.ntr.groups.${group}`)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {ofGroup.map((service) => (
                  <Button key={service.type} variant="outlined" component={Link} to={wizardPath(service, NEW_REQUEST, FIRST_STEP)}>
                    {titleOf(service)}
                  </Button>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box component="section" aria-labelledby="mano-prasymai">
        <Typography id="mano-prasymai" variant="h2" sx={{ mb: 2 }}>
          {t('home.mine')}
        </Typography>
        {list.error && <Alert severity="error">{t('list.failed')}</Alert>}
        {list.data && list.data.total === 0 && <Alert severity="info">{t('list.empty')}</Alert>}
        {list.data && list.data.total > 0 && <RequestTable list={list.data} caption={t('home.mine')} titleOf={titleOf} onPage={setPage} />}
      </Box>
    </Page>
  );
}

export function Component() {
  const current = useSession();
  const catalog = useCatalog(current !== null);
  const offered = catalogueServices(catalog.data);
  // a published type joining the build's once the catalogue answers: a new list of title namespaces
  return <RequestsHome key={offered.length} catalog={catalog} offered={offered} />;
}
