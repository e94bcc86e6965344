/**
 * /admin/parametrai — the system parameters, one number field per property of their JSON
 * Schema (src/domain/admin/parameters.ts: bounds and type come from it). Saved together;
 * the server validates again and the change holds at once (docs/decisions/0071). Below, the
 * fees of the price list (components/prices-form.tsx).
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { PARAMETER_CODES, PARAMETER_PROPERTIES, type ParameterCode, type SystemParameters } from '../../../domain/admin/parameters';
import { notify } from '../../../lib/notify';
import { saveParameters, useParameters } from '../api/settings';
import { PricesForm } from '../components/prices-form';

type Draft = Record<ParameterCode, string>;

const draftOf = (values: SystemParameters): Draft => Object.fromEntries(PARAMETER_CODES.map((c) => [c, String(values[c])])) as Draft;

/** The field's problem, judged by the schema's bounds (the server judges again). */
function problemOf(code: ParameterCode, text: string): { min: number; max: number } | null {
  const { minimum: min, maximum: max } = PARAMETER_PROPERTIES[code];
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? null : { min, max };
}

export function Component() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useParameters();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data && !draft) setDraft(draftOf(data));
  }, [data, draft]);

  const changed = data && draft ? PARAMETER_CODES.filter((c) => draft[c] !== String(data[c])) : [];
  const invalid = draft ? PARAMETER_CODES.some((c) => problemOf(c, draft[c]) !== null) : true;

  const save = async () => {
    if (!draft || invalid || changed.length === 0) return;
    setSaving(true);
    try {
      const saved = await saveParameters(Object.fromEntries(changed.map((c) => [c, Number(draft[c])])));
      await mutate(saved, { revalidate: false });
      setDraft(draftOf(saved));
      notify.success(t('parameters.saved'));
    } catch {
      // the API client has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page title={t('section.parametrai')} intro={t('parameters.intro')}>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {draft && (
        <Paper
          variant="outlined"
          component="form"
          noValidate
          sx={{ p: 3, maxWidth: 640 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack spacing={3}>
            {PARAMETER_CODES.map((code) => {
              const problem = problemOf(code, draft[code]);
              return (
                <TextField
                  key={code}
                  label={t(`parameters.${code}.label`)}
                  helperText={problem ? t('parameters.range', problem) : t(`parameters.${code}.help`)}
                  error={problem !== null}
                  value={draft[code]}
                  onChange={(event) => setDraft({ ...draft, [code]: event.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              );
            })}
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={saving || invalid || changed.length === 0}>
                {t('save')}
              </Button>
              <Button disabled={saving || changed.length === 0} onClick={() => data && setDraft(draftOf(data))}>
                {t('cancel')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      <PricesForm />
    </Page>
  );
}
