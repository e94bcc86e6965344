/** /paieska/{tab} in the portal: public register data for EL_FA/EL_JA; mano-paieskos is the default tab (spec §2.3). */
import { SearchTabsPage } from '../components/search-tabs-page';
import { PORTAL_SEARCH_TABS } from '../tabs';

export function Component() {
  return <SearchTabsPage face="portal" tabs={PORTAL_SEARCH_TABS} fallback="mano-paieskos" />;
}
