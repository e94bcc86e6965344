/** The progress bar shown while react-router loads the next page (spec §2.2). */
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../../lib/ui/page-loading';

export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <LoadingBar label={t('app.navigationProgress')} />;
}
