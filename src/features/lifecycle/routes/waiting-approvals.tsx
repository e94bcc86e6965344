/**
 * /patvirtinimai (workplace) — the documents waiting for the signed-in party's confirmation,
 * reached from the dashboard's queue (decision 0139).
 */
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { WaitingApprovals } from '../components/waiting-approvals';

export function Component() {
  const { t } = useTranslation('approval');
  return (
    <Page title={t('approval.listTitle')} intro={t('approval.listIntro')}>
      <WaitingApprovals />
    </Page>
  );
}
