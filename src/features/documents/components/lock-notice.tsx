/** Why the document is read-only: someone else's lock (who and since when), no right, or a failed lock. */
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { LockState } from '../../../lib/item-lock';
import { formatDateTime } from '../format';

export interface LockNoticeProps {
  editable: boolean;
  lock: LockState | null;
  failed: boolean;
}

export function LockNotice({ editable, lock, failed }: LockNoticeProps) {
  const { t } = useTranslation('documents');
  if (!editable)
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {t('documents.page.readOnly')}
      </Alert>
    );
  if (lock && !lock.mine)
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        {t('documents.page.lockedBy', { name: lock.holder.name, since: formatDateTime(lock.since) })}
      </Alert>
    );
  if (failed)
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        {t('documents.page.lockFailed')}
      </Alert>
    );
  return null;
}
