/**
 * The conditions of an automatic registration rule on the item's data (decision 0132): each a
 * field of the rule's type chosen from its schema paths (GET /api/admin/registravimas/laukai/:typeId),
 * an operator and a value of the field's kind (a closed list offers its values). The server
 * checks them again when the rule is saved.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONDITION_OPERATORS, type ConditionField, type RuleCondition } from '../../../domain/admin/rule-conditions';
import { useConditionFields } from '../api/rules';

const ORDERING = new Set(['lt', 'le', 'gt', 'ge']);

/** The typed text as the field's kind: a number, true/false, or the text. */
function valueOf(field: ConditionField | undefined, text: string): RuleCondition['value'] {
  if (field?.kind === 'number') return text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text);
  if (field?.kind === 'boolean') return text === 'true';
  return text;
}

interface Props {
  ruleCode: string;
  typeId: string;
  value: RuleCondition[];
  onChange: (next: RuleCondition[]) => void;
}

export function RuleConditions({ ruleCode, typeId, value, onChange }: Props) {
  const { t } = useTranslation('admin');
  const { data } = useConditionFields(typeId);
  const fields = data?.items ?? [];
  const byPath = new Map(fields.map((f) => [f.path, f]));
  const set = (i: number, change: Partial<RuleCondition>) => onChange(value.map((c, n) => (n === i ? { ...c, ...change } : c)));
  return (
    <Stack spacing={1} role="group" aria-label={t('autoRules.conditions', { code: ruleCode })}>
      <Typography variant="body2">{t('autoRules.conditionsIntro')}</Typography>
      {value.map((c, i) => {
        const field = byPath.get(c.path);
        const n = i + 1;
        return (
          <Stack key={i} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 280 }}
              label={t('autoRules.conditionField', { n })}
              value={byPath.has(c.path) ? c.path : ''}
              onChange={(e) => set(i, { path: e.target.value, value: '' })}
            >
              {fields.map((f) => (
                <MenuItem key={f.path} value={f.path}>
                  {f.path}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('autoRules.conditionOperator', { n })}
              value={c.op}
              onChange={(e) => set(i, { op: e.target.value as RuleCondition['op'] })}
            >
              {CONDITION_OPERATORS.filter((op) => field?.kind === 'number' || !ORDERING.has(op)).map((op) => (
                <MenuItem key={op} value={op}>
                  {t(`autoRules.op.${op}`)}
                </MenuItem>
              ))}
            </TextField>
            {field?.values || field?.kind === 'boolean' ? (
              <TextField
                select
                size="small"
                sx={{ minWidth: 160 }}
                label={t('autoRules.conditionValue', { n })}
                value={String(c.value)}
                onChange={(e) => set(i, { value: valueOf(field, e.target.value) })}
              >
                {(field.values ?? [true, false]).map((v) => (
                  <MenuItem key={String(v)} value={String(v)}>
                    {String(v)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                size="small"
                label={t('autoRules.conditionValue', { n })}
                value={String(c.value)}
                onChange={(e) => set(i, { value: valueOf(field, e.target.value) })}
                slotProps={{ htmlInput: field?.kind === 'number' ? { inputMode: 'decimal' } : {} }}
              />
            )}
            <Button onClick={() => onChange(value.filter((_, m) => m !== i))}>{t('autoRules.conditionRemove', { n })}</Button>
          </Stack>
        );
      })}
      <div>
        <Button onClick={() => onChange([...value, { path: '', op: 'eq', value: '' }])}>{t('autoRules.conditionAdd')}</Button>
      </div>
    </Stack>
  );
}
