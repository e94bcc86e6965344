/**
 * A list page with tabs as URL segments (/zurnalas/gaunami, /rengiami-dokumentai/hipotekos):
 * only the tabs the user's roles allow; no tab or an unknown one goes to the first allowed.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Page } from '../../../lib/ui/page';
import { useSession } from '../../../lib/use-session';
import type { DocumentItem, NoticeItem } from '../../../domain/contracts/journal';
import type { KtprItem } from '../../../domain/contracts/ktpr';
import { documentColumns, ktprColumns, noticeColumns } from '../columns';
import { KtprDialog } from './ktpr-dialog';
import { visibleTabs, type ListTab } from '../tabs';
import { PagedTable } from './paged-table';

export interface TabbedListProps {
  title: string;
  basePath: string;
  apiPath: string;
  tabs: readonly ListTab[];
  tabLabel: (id: string) => string;
  tabsLabel: string;
  /** show the decision and correction deadlines */
  deadlines: boolean;
}

export function TabbedList({ title, basePath, apiPath, tabs, tabLabel, tabsLabel, deadlines }: TabbedListProps) {
  const { t } = useTranslation(['workflow', 'common']);
  const { mutate } = useSWRConfig();
  const [openKtpr, setOpenKtpr] = useState<number | null>(null);
  const session = useSession();
  const { pathname } = useLocation();
  const current = pathname.slice(basePath.length + 1).split('/')[0];
  const shown = visibleTabs(tabs, session?.user.roles ?? []);
  const tab = shown.find((x) => x.id === current);
  if (!tab) return shown.length > 0 ? <Navigate to={`${basePath}/${shown[0].id}`} replace /> : <Alert severity="info">{t('journal.noTabs')}</Alert>;
  const status = (s: string) =>
    tab.items === 'notices'
      ? t(`common:lifecycle.journalStatuses.${s}`)
      : tab.items === 'ktpr'
        ? t(`workflow:ktpr.states.${s}`)
        : t(`common:lifecycle.statuses.${s}`);
  const statuses = tab.statuses.map((s) => [s, status(s)] as const);
  return (
    <Page title={title}>
      <Tabs value={tab.id} aria-label={tabsLabel} variant="scrollable" scrollButtons="auto" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {shown.map((x) => (
          <Tab key={x.id} value={x.id} label={tabLabel(x.id)} component={Link} to={`${basePath}/${x.id}`} />
        ))}
      </Tabs>
      {/* key: a new tab starts with its own search text */}
      {tab.items === 'ktpr' ? (
        <PagedTable<KtprItem>
          key={tab.id}
          path={apiPath}
          tab={tab.id}
          label={tabLabel(tab.id)}
          columns={ktprColumns(t, setOpenKtpr)}
          rowKey={(k) => k.id}
          statuses={statuses}
        />
      ) : tab.items === 'notices' ? (
        <PagedTable<NoticeItem>
          key={tab.id}
          path={apiPath}
          tab={tab.id}
          label={tabLabel(tab.id)}
          columns={noticeColumns(t)}
          rowKey={(n) => n.id}
          statuses={statuses}
        />
      ) : (
        <PagedTable<DocumentItem>
          key={tab.id}
          path={apiPath}
          tab={tab.id}
          label={tabLabel(tab.id)}
          columns={documentColumns(t, deadlines, tab.items)}
          rowKey={(d) => d.id}
          statuses={statuses}
        />
      )}
      {openKtpr !== null && (
        <KtprDialog id={openKtpr} onClose={() => setOpenKtpr(null)} onChanged={() => void mutate((key) => Array.isArray(key) && key[0] === apiPath)} />
      )}
    </Page>
  );
}
