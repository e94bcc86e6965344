/**
 * /dokumentai — the user's documents. The sections are listed in the portal's page module
 * (src/app/portal/pages/documents.tsx), so another feature (issued certificates) adds its own.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';

export function DocumentsPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <Page title={t('portal.documents.title')}>{children}</Page>;
}
