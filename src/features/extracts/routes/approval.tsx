/** /paieska/tvirtinimas — the approval tab on a page of its own until the search page hosts it (components/approval-tab.tsx). */
import { useTranslation } from 'react-i18next';
import { Page } from '../../../app/shared/page';
import { ApprovalTab } from '../components/approval-tab';

export function Component() {
  const { t } = useTranslation('extracts');
  return (
    <Page title={t('approval.title')} intro={t('approval.intro')}>
      <ApprovalTab />
    </Page>
  );
}
