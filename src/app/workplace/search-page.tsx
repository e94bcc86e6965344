/**
 * /paieska/{tab} in the workplace: juridinis, fizinis, turtas, kodas, mano-paieskos,
 * tvirtinimas, registruoti. The shell joins two features here: the search page
 * (src/features/search) hosts the extracts feature's approval tab (src/features/extracts).
 */
import { ApprovalTab } from '../../features/extracts/components/approval-tab';
import { SearchTabsPage } from '../../features/search/components/search-tabs-page';
import { WORKPLACE_SEARCH_TABS } from '../../features/search/tabs';

const PLUGGED = { tvirtinimas: <ApprovalTab /> };

export function Component() {
  return <SearchTabsPage face="workplace" tabs={WORKPLACE_SEARCH_TABS} plugged={PLUGGED} />;
}
