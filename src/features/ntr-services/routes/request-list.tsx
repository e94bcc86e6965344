/**
 * /ntr-paslaugos/<group>/<action> — one request service: its title, why there may be
 * nothing to act on (spec §8 empty-list messages: no registered family property, no valid
 * contract where the user is lessor or lender, no expired lease or loan contract), the
 * button that starts a new request, and the user's requests of this type.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { hasFormType } from '../../../form/load-form-type';
import { useSession } from '../../../lib/use-session';
import { useRequestList } from '../api/list-requests';
import { RequestTable } from '../components/request-table';
import { FIRST_STEP, NEW_REQUEST, NTR_HOME, wizardPath, type NtrService } from '../services';
import { useServiceState, useServiceTitles } from '../use-service';

const PAGE_SIZE = 20;

/** The spec §8 message when the user has no registered request this service acts on. */
function PrerequisiteNotice({ service, signedIn }: { service: NtrService; signedIn: boolean }) {
  const { t } = useTranslation('ntrServices');
  const prerequisite = service.prerequisite;
  const registered = useRequestList(prerequisite && signedIn ? { type: prerequisite.type, status: 'iregistruotas', page: 1, pageSize: 1 } : null);
  if (!prerequisite || !registered.data || registered.data.total > 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t(prerequisite.emptyKey)}
    </Alert>
  );
}

function ServiceList({ service }: { service: NtrService }) {
  const { t } = useTranslation('ntrServices');
  const current = useSession();
  const titleOf = useServiceTitles([service]);
  const [page, setPage] = useState(1);
  const list = useRequestList(current ? { type: service.type, page, pageSize: PAGE_SIZE, sort: 'updated_at', direction: 'desc' } : null);
  const title = titleOf(service);
  const available = service.published || hasFormType(service.type);
  return (
    <Page title={title}>
      {!available && <Alert severity="info">{t('list.notAvailable')}</Alert>}
      <PrerequisiteNotice service={service} signedIn={current !== null} />
      {available && (
        <Box sx={{ mb: 3 }}>
          <Button variant="contained" startIcon={<AddIcon aria-hidden />} component={Link} to={wizardPath(service, NEW_REQUEST, FIRST_STEP)}>
            {t('list.new')}
          </Button>
        </Box>
      )}
      {list.error && <Alert severity="error">{t('list.failed')}</Alert>}
      {list.data && list.data.total === 0 && <Alert severity="info">{t('list.empty')}</Alert>}
      {list.data && list.data.total > 0 && <RequestTable list={list.data} caption={t('list.caption', { title })} onPage={setPage} />}
    </Page>
  );
}

export function Component() {
  const { service, unknown } = useServiceState();
  // an address no service of the catalogue holds: the services' home, as for any unknown path
  if (unknown) return <Navigate to={NTR_HOME} replace />;
  // The route table gives every list route a service; without one this module was mounted elsewhere.
  if (!service) return null;
  return <ServiceList key={service.type} service={service} />;
}
