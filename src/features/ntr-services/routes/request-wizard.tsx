/**
 * /ntr-paslaugos/<group>/<action>/:prasymasID/step/:step — one request: a new one
 * (prasymasID `naujas`: held in the browser until it is first signed, which creates it and
 * replaces the address with its id), the wizard of a request the citizen may still change
 * (steps guarded: later ones stay closed until earlier ones are right), or the read-only
 * overview of one already with the registry. The page and the sign-and-transfer wizard are
 * src/form's portal item parts, shared with the certificate orders.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { editorKey, PortalItemEditor } from '../../../form/components/portal-item-editor';
import { PortalItemPage, type PortalItemView } from '../../../form/components/portal-item-page';
import type { PortalItemRoute } from '../../../form/components/portal-item-route';
import { RequestOverview } from '../components/request-overview';
import { NEW_REQUEST, NTR_HOME, type NtrService } from '../services';
import { fallbackServiceTitle, useServiceState } from '../use-service';

function RequestView({ service, view }: { service: NtrService; view: PortalItemView }) {
  const { t } = useTranslation('ntrServices');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { item, type, applicant } = view;
  if (item && !item.editable) return <RequestOverview key={`${item.id}:${item.version}`} service={service} type={type} item={item} />;
  return (
    <>
      <PortalItemEditor
        key={editorKey(item)}
        view={view}
        initial={applicant ? { pareiskejas: applicant } : {}}
        guardSteps
        signRequested={search.get('sign') === '1'}
        onTransferred={() => {
          view.reload();
        }}
      />
      {/* Leaving for the list keeps the guard's question when there are edits. */}
      <Box sx={{ mt: 3 }}>
        <Button onClick={() => navigate(service.path)}>{t('wizard.back')}</Button>
      </Box>
    </>
  );
}

function RequestPage({ service }: { service: NtrService }) {
  const { t } = useTranslation('common');
  const { prasymasID = '', step } = useParams();
  // the wizard's addresses are wizardPath's: `<path>/<id>`
  const route = useMemo<PortalItemRoute>(
    () => ({ family: 'requests', typeId: service.type, path: service.path, newSegment: NEW_REQUEST, ns: 'ntrServices' }),
    [service],
  );
  return (
    <PortalItemPage
      route={route}
      idParam={prasymasID}
      step={step}
      fallbackTitle={fallbackServiceTitle(t, service)}
      render={(view) => <RequestView service={service} view={view} />}
    />
  );
}

export function Component() {
  const { service, unknown } = useServiceState();
  // an address no service of the catalogue holds: the services' home, as for any unknown path
  if (unknown) return <Navigate to={NTR_HOME} replace />;
  if (!service) return null;
  return <RequestPage key={service.type} service={service} />;
}
