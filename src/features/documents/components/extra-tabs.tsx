/**
 * The document page's tabs that are not the type's layout (src/lib/document-tabs.ts: rinkmenos
 * here, registrui and others registered by their features). A second tab strip under the
 * layout's; while one of them is open, the layout's tabs are offered as links above it. Their
 * code (and the date picker's) is fetched when idle after the first paint (`useIdlePrefetch`).
 */
import { Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sectionTitleKey } from '../../../domain/schema/layout';
import { useFormSession } from '../../../form/components/form-session';
import { useVisibleSections } from '../../../form/hooks/use-layout';
import { preloadPicker } from '../../../lib/dates/picker-chunk';
import type { DocumentTab, DocumentTabProps } from '../../../lib/document-tabs';
import { whenIdle } from '../../../lib/routing/load-once';
import { Loading } from './loading';

export interface ExtraTabStripProps {
  basePath: string;
  tabs: readonly DocumentTab[];
  /** the open extra tab, or null when a layout tab is open */
  current: string | null;
}

export function ExtraTabStrip({ basePath, tabs, current }: ExtraTabStripProps) {
  // Titles of tabs other features register may live in common.
  const { t } = useTranslation(['documents', 'common']);
  if (tabs.length === 0) return null;
  return (
    <Tabs value={current ?? false} aria-label={t('documents.page.moreTabs')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          value={tab.id}
          id={`tab-${tab.id}`}
          aria-controls={`tabpanel-${tab.id}`}
          component={Link}
          to={`${basePath}/${tab.id}`}
          label={t(tab.titleKey)}
        />
      ))}
    </Tabs>
  );
}

/** The layout's tabs as links, shown while an extra tab is open. */
export function LayoutTabLinks({ basePath }: { basePath: string }) {
  const { t } = useTranslation('documents');
  const { label } = useFormSession();
  const sections = useVisibleSections('tabs');
  return (
    <Tabs
      value={false}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t('documents.page.tabsOfData')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
    >
      {sections.map((s) => (
        <Tab key={s.id} value={s.id} component={Link} to={`${basePath}/${s.id}`} label={label(sectionTitleKey('tabs', s))} />
      ))}
    </Tabs>
  );
}

const loaded = new Map<string, Promise<{ default: ComponentType<DocumentTabProps> }>>();

/** One promise per tab, so React's `use` sees the same one on every render. */
function moduleOf(tab: DocumentTab) {
  let promise = loaded.get(tab.id);
  if (!promise) {
    promise = tab.load();
    promise.catch(() => loaded.delete(tab.id));
    loaded.set(tab.id, promise);
  }
  return promise;
}

/**
 * After the first paint, when the browser is idle: the code of the page's other tabs (the
 * extra tabs' chunks, the date picker the layout tabs' date fields use), so opening a tab
 * does not wait for it (decision 0143).
 */
export function useIdlePrefetch(tabs: readonly DocumentTab[]) {
  const ids = tabs.map((tab) => tab.id).join(' ');
  const latest = useRef(tabs);
  useEffect(() => {
    latest.current = tabs;
  });
  useEffect(
    () =>
      whenIdle(() => {
        for (const tab of latest.current) void moduleOf(tab).catch(() => undefined);
        void preloadPicker().catch(() => undefined);
      }),
    [ids],
  );
}

function Panel({ tab, props }: { tab: DocumentTab; props: DocumentTabProps }) {
  const { default: TabComponent } = use(moduleOf(tab));
  return <TabComponent {...props} />;
}

export function ExtraTabPanel({ tab, ...props }: DocumentTabProps & { tab: DocumentTab }) {
  const { t } = useTranslation(['documents', 'common']);
  return (
    <Box role="tabpanel" id={`tabpanel-${tab.id}`} aria-labelledby={`tab-${tab.id}`}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t(tab.titleKey)}
      </Typography>
      <Suspense fallback={<Loading />}>
        <Panel tab={tab} props={props} />
      </Suspense>
    </Box>
  );
}
