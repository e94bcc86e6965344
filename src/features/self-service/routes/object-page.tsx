/**
 * /dokumentas/:objektasID/* — one self-service object: an entry the user is a party of
 * (read-only, with the actions the party may take now) or the user's own change/termination
 * notice (its entry, basis and the filer's actions). The data tabs are the type's layout
 * (src/form, read-only) plus the portal's `ikaito-davejai` tab for pledges and mortgages.
 * Anyone else gets "not found" (the API answers 404).
 */
import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { AppLink } from '../../../lib/ui/app-link';
import { PageLoading } from '../../../lib/ui/page-loading';
import { isApiError } from '../../../lib/api/api-error';
import { dateText } from '../../../lib/date-text';
import { FactsList } from '../../../lib/facts-list';
import { getObject, objectKey, type ObjectView } from '../api';
import { ChangeableDocument } from '../components/changeable-document';
import { ObjectActions } from '../components/object-actions';
import { objectName } from '../components/object-table';
import { OpenNotices } from '../components/open-notices';
import { PledgorsPanel } from '../components/pledgors-panel';
import { ReadOnlyDocument } from '../../../form/components/read-only-document';
import { roleLabel } from '../role-label';

const PLEDGORS_TAB = 'ikaito-davejai';

function ObjectDetails({ view, segments, reload, signNow }: { view: ObjectView; segments: string[]; reload: () => void; signNow: boolean }) {
  const { t } = useTranslation(['selfService', 'common']);
  const base = `/dokumentas/${view.id}`;
  const title = view.own ? `${t(`noticeKinds.${view.noticeKind}`)}: ${t(`types.${view.type}`, { defaultValue: view.type })}` : objectName(t, view);
  const fact = (f: { at: string; byName: string } | null) => (f ? t('object.factBy', { name: f.byName, at: dateText(f.at) }) : null);
  const withPledgors = !view.own && (view.kind === 'pledge' || view.kind === 'mortgage');
  const onPledgors = withPledgors && segments[0] === PLEDGORS_TAB;
  const changeable = view.changeableSections.length > 0;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <FactsList
        label={title}
        facts={[
          [t('object.status'), t(`lifecycle.statuses.${view.status}`, { ns: 'common' })],
          [t('object.registryNumber'), view.registryNumber],
          [t('object.registeredAt'), view.registeredAt ? dateText(view.registeredAt) : null],
          [t('object.yourRole'), view.roles.map((r) => roleLabel(t, view.type, r)).join(', ')],
          [t('object.endDate'), view.endDate],
          [t('object.repurchaseWish'), fact(view.facts.repurchaseWish)],
          [t('object.noAutoDeregistration'), fact(view.facts.noAutoDeregistration)],
          [t('object.basis'), view.basis ? [view.basis.pagrindas, view.basis.data, view.basis.laikas, view.basis.aprasymas].filter(Boolean).join(', ') : null],
        ]}
      />
      {view.entry && (
        <Typography sx={{ mb: 2 }}>
          {t('object.entry')}: <AppLink to={`/dokumentas/${view.entry.id}`}>{view.entry.registryNumber ?? `Nr. ${view.entry.id}`}</AppLink>
        </Typography>
      )}
      <OpenNotices notices={view.openNotices} />
      <Box component="section" aria-label={t('actions.label')} sx={{ mb: 2 }}>
        <ObjectActions
          objectId={view.id}
          version={view.version}
          actions={view.allowedActions}
          basis={view.basis}
          label={t('actions.label')}
          onDone={reload}
          initialAction={signNow ? 'pasirasyti' : undefined}
        />
      </Box>
      {!changeable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('object.readOnly')}
        </Alert>
      )}
      {withPledgors && (
        <Box component="nav" aria-label={t('object.otherTabs')} sx={{ mb: 2 }}>
          {onPledgors ? <AppLink to={base}>{t('object.backToData')}</AppLink> : <AppLink to={`${base}/${PLEDGORS_TAB}`}>{t('object.pledgors')}</AppLink>}
        </Box>
      )}
      {onPledgors ? (
        <PledgorsPanel data={view.data} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          {changeable ? (
            <ChangeableDocument
              key={`${view.id}:${view.version}`}
              id={view.id}
              version={view.version}
              type={view.type}
              data={view.data}
              changeable={view.changeableSections}
              basePath={base}
              segments={segments}
              onSaved={reload}
            />
          ) : (
            <ReadOnlyDocument
              key={`${view.id}:${view.version}`}
              type={view.type}
              schemaVersion={view.schemaVersion}
              data={view.data}
              basePath={base}
              segments={segments}
            />
          )}
        </Suspense>
      )}
    </>
  );
}

export function Component() {
  const { t } = useTranslation('selfService');
  const { objektasID = '', '*': splat = '' } = useParams();
  // ?sign=1 (from /sign/{objektasID}): open the signing confirmation at once when signing is allowed now
  const [search] = useSearchParams();
  const id = /^[1-9]\d{0,15}$/.test(objektasID) ? Number(objektasID) : null;
  const { data, error, mutate } = useSWR(id === null ? null : objectKey(id), () => getObject(id!));
  if (id === null || (error && isApiError(error) && (error.status === 404 || error.status === 400))) {
    return <Alert severity="warning">{t('object.notFound')}</Alert>;
  }
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!data) return <PageLoading />;
  const segments = splat.split('/').filter(Boolean).map(decodeURIComponent);
  return (
    <Box component="article">
      <ObjectDetails view={data} segments={segments} reload={() => void mutate()} signNow={search.get('sign') === '1'} />
    </Box>
  );
}
