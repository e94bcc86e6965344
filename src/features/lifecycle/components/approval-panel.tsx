/**
 * The confirmation round of the other parties on a document (decision 0126), as the registrui
 * view carries it (`approval`): each party, its answer and deadline, a refusal's reason, who
 * still has to confirm — and, for a party whose answer is awaited, "confirm" and "refuse".
 * Shown to the filer and to the parties alike; the server lists only what the user may see.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/date-text';
import type { ApprovalDecision } from '../approval-api';
import type { LifecycleView } from '../api';
import { ApprovalDialog } from './approval-dialog';

export type ApprovalRound = NonNullable<LifecycleView['approval']>;

export interface ApprovalPanelProps {
  documentId: number;
  typeId: string;
  round: ApprovalRound;
  /** the document is waiting for the round now (laukia_patvirtinimo) */
  waiting: boolean;
  /** after an answer: the page re-reads the document */
  onDone: () => void;
}

export function ApprovalPanel({ documentId, typeId, round, waiting, onDone }: ApprovalPanelProps) {
  const { t } = useTranslation(['approval', `types/${typeId}`]);
  const [open, setOpen] = useState<ApprovalDecision | null>(null);
  const roleOf = (field: string) => t(`types.${typeId}.fields.${field}`, { ns: `types/${typeId}`, defaultValue: field });
  const pending = round.parties.filter((p) => p.state === 'laukia').map((p) => p.name);
  return (
    <Box component="section" aria-labelledby="saliu-patvirtinimas" sx={{ mb: 3 }}>
      <Typography id="saliu-patvirtinimas" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('approval.title')}
      </Typography>
      {waiting && pending.length > 0 && <Typography sx={{ mb: 1 }}>{t('approval.stillToConfirm', { names: pending.join(', ') })}</Typography>}
      <Table size="small" sx={{ mb: 2 }}>
        <caption>{t('approval.tableCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('approval.party')}</TableCell>
            <TableCell>{t('approval.role')}</TableCell>
            <TableCell>{t('approval.state')}</TableCell>
            <TableCell>{t('approval.deadline')}</TableCell>
            <TableCell>{t('approval.answeredAt')}</TableCell>
            <TableCell>{t('approval.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {round.parties.map((p) => (
            <TableRow key={`${p.partyRole}:${p.name}`}>
              <TableCell>{p.name}</TableCell>
              <TableCell>{roleOf(p.partyRole)}</TableCell>
              <TableCell>{t(`approval.states.${p.state}`)}</TableCell>
              <TableCell>{dateText(p.deadline)}</TableCell>
              <TableCell>{dateText(p.answeredAt)}</TableCell>
              <TableCell>{p.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {round.mayAnswer && (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => setOpen('patvirtinti')}>
            {t('lifecycle.actions.patvirtinti', { ns: 'common' })}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setOpen('atsisakyti')}>
            {t('approval.refuse')}
          </Button>
        </Stack>
      )}
      {open && (
        <ApprovalDialog
          documentId={documentId}
          decision={open}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onDone();
          }}
        />
      )}
    </Box>
  );
}
