/**
 * The actions the server lists for an object, as buttons (viewing is the object's link). Each
 * opens its dialog; on success the server's meta.message tells the user what happened (data-ok,
 * decision 0096), a started notice is opened, and the caller refreshes what it shows.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActionResult, ChangeBasis, ObjectAction, TakenAction } from '../api';
import { ActionDialog } from './action-dialog';

export interface ObjectActionsProps {
  objectId: number;
  version: number;
  actions: readonly ObjectAction[];
  basis?: ChangeBasis | null;
  /** names the group of buttons (e.g. the object's registry number in a table row) */
  label: string;
  onDone: (result: ActionResult) => void;
  /** an action whose dialog is open at first, when the server allows it (the sign flag of /sign/{objektasID}) */
  initialAction?: ObjectAction;
}

export function ObjectActions({ objectId, version, actions, basis, label, onDone, initialAction }: ObjectActionsProps) {
  const { t } = useTranslation('selfService');
  const navigate = useNavigate();
  const [open, setOpen] = useState<TakenAction | null>(
    initialAction && initialAction !== 'perziureti' && actions.includes(initialAction) ? initialAction : null,
  );
  const buttons = actions.filter((a): a is TakenAction => a !== 'perziureti');
  if (buttons.length === 0) return null;

  const done = (action: ObjectAction, result: ActionResult) => {
    setOpen(null);
    onDone(result);
    if (result.created) void navigate(`/dokumentas/${result.created.id}`);
    else if (action === 'salinti') void navigate('/dokumentai');
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {buttons.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'pasirasyti' ? 'contained' : 'outlined'}
          color={action === 'salinti' ? 'error' : 'primary'}
          onClick={() => setOpen(action)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      {open && <ActionDialog objectId={objectId} version={version} action={open} basis={basis} onClose={() => setOpen(null)} onDone={(r) => done(open, r)} />}
    </Box>
  );
}
