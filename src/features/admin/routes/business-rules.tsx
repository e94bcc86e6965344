/**
 * /admin/taisykles — the business rules of the errors check: each with its severity, the
 * actions it blocks and the types it applies to; a warning is switched off or on per type
 * with a reason (a dialog); a critical check cannot be (decision 0104: the server refuses).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { switchRule, useBusinessRules, type BusinessRule } from '../api/rules';
import { useAdminWrite } from '../components/use-admin-write';

interface Pending {
  rule: BusinessRule;
  typeId: string;
  enabled: boolean;
}

function SwitchDialog({ pending, onClose, onSaved }: { pending: Pending; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const { busy, run } = useAdminWrite(onSaved);
  const title = t(pending.enabled ? 'businessRules.switchOnTitle' : 'businessRules.switchOffTitle', { code: pending.rule.code, type: pending.typeId });
  const save = async () => {
    const done = t(pending.enabled ? 'businessRules.switchedOn' : 'businessRules.switchedOff', { code: pending.rule.code, type: pending.typeId });
    if (await run(() => switchRule(pending.rule.code, pending.typeId, { enabled: pending.enabled, reason: reason.trim() }), done)) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="taisykle-dialogas" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="taisykle-dialogas">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label={t('businessRules.reason')}
            required
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || reason.trim() === ''}>
            {t(pending.enabled ? 'businessRules.switchOn' : 'businessRules.switchOff')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RuleCard({ rule, onSwitch }: { rule: BusinessRule; onSwitch: (p: Pending) => void }) {
  const { t } = useTranslation('admin');
  const headingId = `verslo-taisykle-${rule.code}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h3" sx={{ mb: 0.5 }}>
        {t(`businessRules.rule.${rule.code}`)} ({rule.code})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`businessRules.severity.${rule.severity}`)} · {t(`businessRules.items.${rule.items}`)} ·{' '}
        {rule.blocks.length ? t('businessRules.blocks', { actions: rule.blocks.join(', ') }) : t('businessRules.blocksNothing')}
        {rule.switchable ? '' : ` · ${t('businessRules.notSwitchable')}`}
      </Typography>
      <Table size="small" aria-label={t('businessRules.typesOf', { code: rule.code })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('businessRules.type')}</TableCell>
            <TableCell>{t('businessRules.state')}</TableCell>
            <TableCell>{t('businessRules.reasonColumn')}</TableCell>
            {rule.switchable && <TableCell>{t('businessRules.action')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rule.types.map((type) => (
            <TableRow key={type.type_id}>
              <TableCell>{type.type_id}</TableCell>
              <TableCell>{t(type.enabled ? 'businessRules.on' : 'businessRules.off')}</TableCell>
              <TableCell>{type.reason ?? ''}</TableCell>
              {rule.switchable && (
                <TableCell>
                  <Button size="small" onClick={() => onSwitch({ rule, typeId: type.type_id, enabled: !type.enabled })}>
                    {t(type.enabled ? 'businessRules.switchOffFor' : 'businessRules.switchOnFor', { type: type.type_id })}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useBusinessRules();
  const [pending, setPending] = useState<Pending | null>(null);
  return (
    <Page title={t('section.taisykles')} intro={t('businessRules.intro')}>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      <Stack spacing={2}>
        {data?.items.map((rule) => (
          <RuleCard key={rule.code} rule={rule} onSwitch={setPending} />
        ))}
      </Stack>
      {pending && <SwitchDialog pending={pending} onClose={() => setPending(null)} onSaved={() => mutate()} />}
    </Page>
  );
}
