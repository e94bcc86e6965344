/** /zurnalas/:tab — the registry's document journal (GET /api/journal?tab=…). */
import { useTranslation } from 'react-i18next';
import { listJournal } from '../../../domain/contracts/journal';
import { TabbedList } from '../components/tabbed-list';
import { JOURNAL_TABS } from '../tabs';

export function Component() {
  const { t } = useTranslation('workflow');
  return (
    <TabbedList
      title={t('journal.title')}
      basePath="/zurnalas"
      apiPath={listJournal.path}
      tabs={JOURNAL_TABS}
      tabLabel={(id) => t(`journal.${id}`)}
      tabsLabel={t('journal.tabs')}
      deadlines
    />
  );
}
