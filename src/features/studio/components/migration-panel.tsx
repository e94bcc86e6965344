/**
 * The draft migration (decision 0138): the fields renamed or moved since the previous version,
 * as JSON pointers. Publishing lifts the documents being prepared through them; without a
 * migration they keep their version. The author edits the list of a draft; others see it.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { saveStudioDraft } from '../../../domain/contracts/studio';
import type { FieldMove } from '../../../domain/studio/migration';
import { call } from '../../../lib/api/call';
import { notify } from '../../../lib/notify';
import { studioVersionKey, type StudioVersion } from '../api/studio-version';

export function MigrationPanel({ version }: { version: StudioVersion }) {
  const { t } = useTranslation('studio');
  const { mutate } = useSWRConfig();
  const editable = version.allowedActions.includes('save');
  const [moves, setMoves] = useState<FieldMove[]>(version.migration ?? []);
  const [busy, setBusy] = useState(false);
  if (!editable && version.migration === null) return null;

  const change = (i: number, key: keyof FieldMove, value: string) => setMoves((list) => list.map((m, j) => (j === i ? { ...m, [key]: value } : m)));
  const save = async () => {
    const ref = { id: version.id, version: version.version };
    setBusy(true);
    try {
      await call(saveStudioDraft, { params: ref, body: { files: version.files, migration: moves.length > 0 ? moves : null } });
      notify.success(t('studio.migration.saved'));
      await mutate(studioVersionKey(ref));
    } catch {
      notify.error({ message: t('studio.migration.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="studio-migration" sx={{ mt: 3 }}>
      <Typography id="studio-migration" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('studio.migration.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('studio.migration.intro')}</Typography>
      {moves.length === 0 && <Typography sx={{ mb: 1 }}>{t('studio.migration.none')}</Typography>}
      {moves.map((move, i) => (
        <Stack key={i} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { md: 'center' } }}>
          <TextField
            size="small"
            label={t('studio.migration.from')}
            value={move.from}
            onChange={(e) => change(i, 'from', e.target.value)}
            slotProps={{ input: { readOnly: !editable } }}
          />
          <TextField
            size="small"
            label={t('studio.migration.to')}
            value={move.to}
            onChange={(e) => change(i, 'to', e.target.value)}
            slotProps={{ input: { readOnly: !editable } }}
          />
          {editable && (
            <IconButton aria-label={t('studio.migration.remove', { from: move.from })} onClick={() => setMoves((list) => list.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {editable && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setMoves((list) => [...list, { from: '/', to: '/' }])}>
            {t('studio.migration.add')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void save()}>
            {t('studio.migration.save')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
