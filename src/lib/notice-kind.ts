/** The name of a notice's kind (`common` lifecycle.notices.<kind>; an unknown kind shows as it is): sent and received notice lists. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useNoticeKindName(): (kind: string) => string {
  const { t } = useTranslation('common');
  return useCallback((kind: string) => t(`lifecycle.notices.${kind}`, { defaultValue: kind }), [t]);
}
