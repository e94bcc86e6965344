/**
 * /admin/tooltip — field help texts edited in place: every code the forms use (with the
 * types and fields that use it), its Lithuanian and English text and whether it is shown.
 * Saved one row at a time; the server serves the new text to the next form that loads.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { useSWRConfig } from 'swr';
import { loadTooltips, tooltipsKey } from '../../../form/hooks/use-tooltips';
import { RowForm } from '../components/row-form';
import { useAdminWrite } from '../components/use-admin-write';
import { storeTooltip, useAdminTooltips, type TooltipEntry } from '../api/settings';

function TooltipRow({ entry, onSaved }: { entry: TooltipEntry; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(entry.text ?? '');
  const [textEn, setTextEn] = useState(entry.text_en ?? '');
  const [active, setActive] = useState(entry.active);
  const { busy, run } = useAdminWrite();
  const changed = text !== (entry.text ?? '') || textEn !== (entry.text_en ?? '') || active !== entry.active;
  const save = () =>
    run(
      async () => {
        await storeTooltip(entry.code, { text: text.trim(), text_en: textEn.trim() || null, active });
        await onSaved();
      },
      t('tooltips.saved', { code: entry.code }),
    );
  const headingId = `patarimas-${entry.code}`;
  return (
    <RowForm
      headingId={headingId}
      heading={entry.code}
      about={
        entry.used_in.length
          ? t('tooltips.usedIn', { fields: entry.used_in.map((u) => `${u.type === 'common' ? t('tooltips.common') : u.type} ${u.field}`).join('; ') })
          : t('tooltips.unused')
      }
      onSubmit={() => void save()}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          label={t('tooltips.textLt', { code: entry.code })}
          required
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <TextField
          label={t('tooltips.textEn', { code: entry.code })}
          fullWidth
          value={textEn}
          onChange={(e) => setTextEn(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000, lang: 'en' } }}
        />
        <FormControlLabel control={<Checkbox checked={active} onChange={(e) => setActive(e.target.checked)} />} label={t('tooltips.active')} />
        <Button type="submit" variant="contained" disabled={busy || !changed || text.trim() === ''} aria-label={t('tooltips.saveLabel', { code: entry.code })}>
          {t('save')}
        </Button>
      </Stack>
    </RowForm>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useAdminTooltips();
  const { mutate: refresh } = useSWRConfig();
  // the forms' help texts (src/form/hooks/use-tooltips.ts) are loaded once per session and no form is open here: load both languages anew
  const saved = () =>
    Promise.all([mutate(), ...(['lt', 'en'] as const).map((kalba) => refresh(tooltipsKey(kalba), loadTooltips(kalba), { revalidate: false }))]);
  return (
    <Page title={t('section.tooltip')} intro={t('tooltips.intro')}>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      <Stack spacing={2}>
        {data?.items.map((entry) => (
          <TooltipRow key={`${entry.code}:${entry.updated_at ?? ''}`} entry={entry} onSaved={saved} />
        ))}
      </Stack>
    </Page>
  );
}
