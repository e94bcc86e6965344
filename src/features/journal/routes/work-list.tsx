/** /rengiami-dokumentai/:tab and /perduoti-dokumentai/:tab — the user's own documents (GET /api/work-lists/:list?tab=…). */
import { useTranslation } from 'react-i18next';
import { listWorkList } from '../../../domain/contracts/journal';
import { endpointPath } from '../../../lib/api/call';
import { TabbedList } from '../components/tabbed-list';
import { workListTabs, type WorkList } from '../tabs';

function WorkListPage({ list, basePath }: { list: WorkList; basePath: string }) {
  const { t } = useTranslation('workflow');
  return (
    <TabbedList
      key={list}
      title={t(`workLists.${list}`)}
      basePath={basePath}
      apiPath={endpointPath(listWorkList, { params: { list }, query: {} })}
      tabs={workListTabs(list)}
      tabLabel={(id) => t(`workLists.${id}`)}
      tabsLabel={t('workLists.tabs')}
      deadlines={list === 'rengiami'}
    />
  );
}

export const InPreparation = () => <WorkListPage list="rengiami" basePath="/rengiami-dokumentai" />;
export const Transferred = () => <WorkListPage list="perduoti" basePath="/perduoti-dokumentai" />;
