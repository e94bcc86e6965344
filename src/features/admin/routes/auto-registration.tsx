/**
 * /admin/registravimas — automatic registration rules: per rule its type, the provider roles
 * whose sending it covers, whether warnings stop it, its conditions on the item's data
 * (components/rule-conditions.tsx), on or off; each change is saved with a
 * reason (the server audits it). The lifecycle applies the rules (decision 0102).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PROVIDER_ROLES } from '../../../domain/access/roles';
import { Page } from '../../../lib/ui/page';
import type { RuleCondition } from '../../../domain/admin/rule-conditions';
import { changeAutoRule, useAutoRules, type AutoRule } from '../api/rules';
import { RowForm } from '../components/row-form';
import { RuleConditions } from '../components/rule-conditions';
import { useAdminWrite } from '../components/use-admin-write';

function RuleForm({ rule, onSaved }: { rule: AutoRule; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const [enabled, setEnabled] = useState(rule.enabled);
  const [withoutWarnings, setWithoutWarnings] = useState(rule.without_warnings);
  const [roles, setRoles] = useState<string[]>(rule.filer_roles);
  const [conditions, setConditions] = useState<RuleCondition[]>(rule.conditions);
  const [reason, setReason] = useState('');
  const { busy, run } = useAdminWrite();
  const sameRoles = roles.length === rule.filer_roles.length && roles.every((r) => rule.filer_roles.includes(r));
  const changed =
    enabled !== rule.enabled || withoutWarnings !== rule.without_warnings || !sameRoles || JSON.stringify(conditions) !== JSON.stringify(rule.conditions);
  const save = () =>
    run(
      async () => {
        await changeAutoRule(rule.id, {
          enabled,
          without_warnings: withoutWarnings,
          filer_roles: roles as (typeof PROVIDER_ROLES)[number][],
          conditions,
          reason: reason.trim(),
        });
        await onSaved();
        setReason('');
      },
      t('autoRules.saved', { code: rule.code }),
    );
  const headingId = `taisykle-${rule.code}`;
  return (
    <RowForm
      headingId={headingId}
      heading={rule.code}
      about={
        <>
          {t('autoRules.type', { type: rule.type_id })}
          {rule.reason
            ? ` · ${t('autoRules.lastChange', { reason: rule.reason, by: rule.updated_by ?? '—', at: rule.updated_at.slice(0, 16).replace('T', ' ') })}`
            : ''}
        </>
      }
      onSubmit={() => void save()}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormControlLabel
            control={<Checkbox checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
            label={t('autoRules.enabled', { code: rule.code })}
          />
          <FormControlLabel
            control={<Checkbox checked={withoutWarnings} onChange={(e) => setWithoutWarnings(e.target.checked)} />}
            label={t('autoRules.withoutWarnings')}
          />
        </Stack>
        <FormGroup role="group" aria-labelledby={`${headingId}-roles`} row>
          <FormLabel id={`${headingId}-roles`} sx={{ width: '100%' }}>
            {t('autoRules.roles')}
          </FormLabel>
          {PROVIDER_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={
                <Checkbox checked={roles.includes(role)} onChange={(e) => setRoles(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))} />
              }
              label={role}
            />
          ))}
        </FormGroup>
        <RuleConditions ruleCode={rule.code} typeId={rule.type_id} value={conditions} onChange={setConditions} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label={t('autoRules.reason', { code: rule.code })}
            required
            fullWidth
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !changed || reason.trim() === ''}
            aria-label={t('autoRules.saveLabel', { code: rule.code })}
          >
            {t('save')}
          </Button>
        </Stack>
      </Stack>
    </RowForm>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useAutoRules();
  return (
    <Page title={t('section.registravimas')} intro={t('autoRules.intro')}>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      <Stack spacing={2}>
        {data?.items.map((rule) => (
          <RuleForm key={`${rule.id}:${rule.updated_at}`} rule={rule} onSaved={() => mutate()} />
        ))}
      </Stack>
    </Page>
  );
}
