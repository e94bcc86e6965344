/** /archyvo-naikinimas/:tab — archive destruction (spec §2.1 tabs formavimas, aktas, archyvaras), each tab behind its own feature. */
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { canUseFeature, type FeatureKey } from '../../../domain/access/features';
import { isRole } from '../../../domain/access/roles';
import { useSession } from '../../../lib/use-session';
import { ActTab } from '../components/act-tab';
import { ArchivistTab } from '../components/archivist-tab';
import { FormationTab } from '../components/formation-tab';

const TABS: { id: string; feature: FeatureKey }[] = [
  { id: 'formavimas', feature: 'archiveFormation' },
  { id: 'aktas', feature: 'archiveAct' },
  { id: 'archyvaras', feature: 'archiveArchivist' },
];

export function Component() {
  const { t } = useTranslation('archive');
  const session = useSession();
  const { pathname } = useLocation();
  const roles = (session?.user.roles ?? []).filter(isRole);
  const shown = TABS.filter((tab) => canUseFeature(roles, tab.feature));
  const tab = shown.find((x) => pathname.split('/')[2] === x.id);
  if (!tab) return shown.length > 0 ? <Navigate to={`/archyvo-naikinimas/${shown[0]!.id}`} replace /> : null;
  const isAdmin = roles.includes('AD_administratorius');
  return (
    <Page title={t('title')}>
      <Tabs value={tab.id} aria-label={t('tabs')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {shown.map((x) => (
          <Tab key={x.id} value={x.id} label={t(`tab.${x.id}`)} component={Link} to={`/archyvo-naikinimas/${x.id}`} />
        ))}
      </Tabs>
      {tab.id === 'formavimas' && <FormationTab isAdmin={isAdmin} />}
      {tab.id === 'aktas' && <ActTab isAdmin={isAdmin} />}
      {tab.id === 'archyvaras' && <ArchivistTab isArchivist={roles.includes('AR_archyvatorius')} />}
    </Page>
  );
}
