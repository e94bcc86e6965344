/**
 * The wizard's last step (Peržiūra): everything entered, step by step, read-only, with a link
 * back to each step. Values are shown as the user knows them: enum values by label, amounts
 * as `1 234,56 €`, yes/no for flags; list items numbered.
 */
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RJSFSchema } from '@rjsf/utils';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFieldVisible, sectionTitleKey, type LayoutSection } from '../../domain/schema/layout';
import { isRecord } from '../engine/json';
import { derefField, fieldsOf, resolveRef, titleOfField } from '../engine/schema-fields';
import { enumLabel, type Labeler } from '../labels';
import { formatEur, formatNumber } from '../theme/number-text';
import { useFormSession } from './form-session';

interface ValueProps {
  root: RJSFSchema;
  schema: unknown;
  value: unknown;
  label: Labeler;
  yesNo: (flag: boolean) => string;
}

const deref = (root: RJSFSchema, node: unknown): Record<string, unknown> =>
  isRecord(node) ? (typeof node.$ref === 'string' ? { ...(resolveRef(root, node.$ref) ?? {}), ...node } : node) : {};

function scalarText({ root, schema, value, label, yesNo }: ValueProps): string {
  const node = derefField(root, isRecord(schema) ? (schema as RJSFSchema) : {});
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return (node as { eur?: unknown }).eur === true ? formatEur(value) : formatNumber(value, false);
  if (typeof value === 'string' && (Array.isArray(node.enum) || 'const' in node)) return enumLabel(label, value);
  return String(value);
}

function ObjectValue(props: ValueProps): ReactNode {
  const { root, schema, value, label } = props;
  if (!isRecord(value)) return null;
  const fields = fieldsOf(root, deref(root, schema));
  const names = [...fields.keys(), ...Object.keys(value).filter((k) => !fields.has(k))].filter((k) => value[k] !== undefined);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, 1fr) 2fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {names.map((name) => {
        const child = fields.get(name);
        const text = label(titleOfField(root, deref(root, schema), name) ?? name);
        const nested = isRecord(value[name]) || Array.isArray(value[name]);
        return (
          <Fragment key={name}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {text}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {nested ? <FieldValue {...props} schema={child} value={value[name]} /> : scalarText({ ...props, schema: child, value: value[name] })}
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}

function FieldValue(props: ValueProps): ReactNode {
  const { root, schema, value, label } = props;
  if (Array.isArray(value)) {
    const items = deref(root, schema).items;
    if (value.every((v) => !isRecord(v))) return value.map((v) => scalarText({ ...props, schema: items, value: v })).join(', ');
    return (
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {value.map((item, i) => (
          <Box component="li" key={i} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {label('form.review.item', { number: i + 1 })}
            </Typography>
            <ObjectValue {...props} schema={items} value={item} />
          </Box>
        ))}
      </Stack>
    );
  }
  if (isRecord(value)) return <ObjectValue {...props} />;
  return scalarText(props);
}

export interface ReviewStepProps {
  /** the wizard's steps (without the review itself) */
  steps: LayoutSection[];
  /** the URL of a step, for its "Taisyti" link */
  stepPath: (id: string) => string;
}

export function ReviewStep({ steps, stepPath }: ReviewStepProps) {
  const { t } = useTranslation('form');
  const { type, label, store } = useFormSession();
  const data = useSyncExternalStore(store.subscribe, store.getData);
  const properties = isRecord(type.schema.properties) ? type.schema.properties : {};
  const yesNo = (flag: boolean) => t(flag ? 'form.yes' : 'form.no');
  const itemLabel: Labeler = (text, params) => (text === 'form.review.item' ? t('form.review.item', params) : label(text, params));
  return (
    <Stack spacing={2}>
      {steps.map((step) => {
        const title = label(sectionTitleKey('steps', step));
        const fields = step.fields.filter((f) => isFieldVisible(type.layout, f, data) && data[f] !== undefined);
        return (
          <Paper key={step.id} variant="outlined" component="section" aria-labelledby={`review-${step.id}`} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
              <Typography id={`review-${step.id}`} component="h3" variant="h6" sx={{ flex: 1, fontWeight: 600 }}>
                {title}
              </Typography>
              <MuiLink component={Link} to={stepPath(step.id)} aria-label={t('form.review.editSection', { section: title })}>
                {t('form.edit')}
              </MuiLink>
            </Box>
            {fields.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('form.review.noData')}
              </Typography>
            )}
            <Stack spacing={2}>
              {fields.map((field) => (
                <Box key={field}>
                  <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
                    {label((properties[field] as { title?: string } | undefined)?.title ?? field)}
                  </Typography>
                  <FieldValue root={type.schema} schema={properties[field]} value={data[field]} label={itemLabel} yesNo={yesNo} />
                </Box>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
