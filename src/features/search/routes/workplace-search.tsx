/** /paieska/{tab} in the workplace: juridinis, fizinis, turtas, kodas, mano-paieskos, (tvirtinimas), registruoti. */
import { SearchTabsPage } from '../components/search-tabs-page';
import { WORKPLACE_SEARCH_TABS } from '../tabs';

export function Component() {
  return <SearchTabsPage face="workplace" tabs={WORKPLACE_SEARCH_TABS} />;
}
