/**
 * The search section of either face: the tabs the roles allow (links, so every tab is a deep
 * link), then the current tab's view. Without a tab (or with one the roles do not allow) it
 * goes to `fallback`, else to the first allowed tab.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { allowedTabs, type SearchTabDef } from '../tabs';
import { MineTab } from './mine-tab';
import { RegisterTab } from './register-tab';
import { SearchTab } from './search-tab';

interface Props {
  face: 'workplace' | 'portal';
  tabs: readonly SearchTabDef[];
  /** the tab to open when none is named (a tab id), else the first allowed */
  fallback?: string;
  /** the element of a plugged-in tab (`view: 'plugged'`), by tab id */
  plugged?: Readonly<Record<string, ReactNode>>;
}

export function SearchTabsPage({ face, tabs, fallback, plugged = {} }: Props) {
  const { t } = useTranslation('search');
  const { pathname, search } = useLocation();
  const allowed = allowedTabs(tabs, useSession()?.user.roles ?? []);
  const id = pathname.split('/')[2];
  const current = allowed.find((tab) => tab.id === id);
  if (!current) {
    const target = allowed.find((tab) => tab.id === fallback) ?? allowed[0];
    return <Navigate replace to={target ? `/paieska/${target.id}${search}` : '/403'} />;
  }
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {face === 'portal' && (
        <Link component={RouterLink} to="/paieska-apie-mane" sx={{ display: 'inline-block', mb: 2 }}>
          {t('aboutMe.title')}
        </Link>
      )}
      <Tabs value={current.id} aria-label={t('tabs')} variant="scrollable" sx={{ mb: 2 }}>
        {allowed.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={t(`tab.${tab.id}`)} component={RouterLink} to={`/paieska/${tab.id}`} />
        ))}
      </Tabs>
      {current.view === 'search' && <SearchTab key={current.id} kind={current.kind} face={face} />}
      {current.view === 'mine' && <MineTab />}
      {current.view === 'register' && <RegisterTab />}
      {current.view === 'plugged' && plugged[current.id]}
    </Box>
  );
}
