/**
 * The status actions the server allows this user now, one button each; a click opens the
 * action's confirm dialog. `autoOpen` opens one dialog at once (the /sign redirect's flag).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../domain/lifecycle/statuses';
import type { ActionResult, ItemRef, LifecycleView } from '../api';
import { ActionDialog } from './action-dialog';

export interface ActionBarProps {
  /** the item acted on (its family decides the API path) */
  item: ItemRef;
  view: LifecycleView;
  /** another user holds the document's lock: the server would refuse every action */
  disabled: boolean;
  autoOpen?: Action | null;
  onDone: (result: ActionResult, action: Action) => void;
  onStale: () => void;
}

export function ActionBar({ item, view, disabled, autoOpen = null, onDone, onStale }: ActionBarProps) {
  const { t } = useTranslation(['workflow', 'common']);
  const [open, setOpen] = useState<Action | null>(() => (autoOpen && !disabled && view.actions.some((a) => a.action === autoOpen) ? autoOpen : null));
  const current = view.actions.find((a) => a.action === open) ?? null;
  if (view.actions.length === 0) return <p>{t('registrui.noActions')}</p>;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label={t('registrui.actions')}>
        {view.actions.map((a) => (
          <Button
            key={a.action}
            variant={a.action === 'atmesti' || a.action === 'rengti' ? 'outlined' : 'contained'}
            disabled={disabled}
            onClick={() => setOpen(a.action)}
          >
            {t(`lifecycle.actions.${a.action}`, { ns: 'common' })}
          </Button>
        ))}
      </Stack>
      {current && (
        <ActionDialog
          item={item}
          version={view.version}
          action={current}
          defaults={current.action === 'grazinti' && view.defaults.grazinti ? { terminas: view.defaults.grazinti.terminas } : undefined}
          onClose={() => setOpen(null)}
          onDone={(result) => {
            setOpen(null);
            onDone(result, current.action);
          }}
          onStale={onStale}
          warnings={current.criticalKey ? view.checks.filter((c) => c.severity === 'warning') : []}
        />
      )}
    </>
  );
}
