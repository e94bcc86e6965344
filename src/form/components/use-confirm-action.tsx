/**
 * Asks the spec's confirm question of a status action (spec §4: every status change has a
 * confirm dialog; texts `lifecycle.confirm.<action>`, e.g. 'Ar tikrai norite pasirašyti?')
 * and resolves with the answer, so a submit can await it. Used by the portal's request and
 * certificate wizards; render the returned `dialog` once in the page.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../domain/lifecycle/statuses';
import { ConfirmDialog } from './confirm-dialog';

export function useConfirmAction() {
  const { t } = useTranslation(['common', 'form']);
  const [asking, setAsking] = useState<{ action: Action; resolve: (yes: boolean) => void } | null>(null);
  const confirm = useCallback((action: Action) => new Promise<boolean>((resolve) => setAsking({ action, resolve })), []);
  const answer = (yes: boolean) => {
    asking?.resolve(yes);
    setAsking(null);
  };
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking ? t(`lifecycle.actions.${asking.action}`) : ''}
      text={asking ? t(`lifecycle.confirm.${asking.action}`) : ''}
      confirmLabel={asking ? t(`lifecycle.actions.${asking.action}`) : ''}
      cancelLabel={t('form:form.cancel')}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { confirm, dialog };
}
