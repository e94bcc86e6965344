/** A portal section page that a later issue fills: its heading and what will appear there. */
import { useTranslation } from 'react-i18next';
import { Page } from '../../lib/ui/page';

export function PortalSectionPage({ section }: { section: 'services' | 'notices' | 'documents' | 'search' }) {
  const { t } = useTranslation();
  return <Page title={t(`portal.${section}.title`)} intro={t(`portal.${section}.description`)} />;
}
