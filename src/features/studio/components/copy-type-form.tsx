/** Starts a new type from a published one: the source, the new id and the new Lithuanian title (POST studio/drafts). */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createDraft, type StudioTypeSummary } from '../api/studio-types';
import { SelectField } from '../../../lib/ui/select-field';

export function CopyTypeForm({ types }: { types: StudioTypeSummary[] }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const sources = types.filter((type) => type.publishedVersion !== null);
  const [source, setSource] = useState(sources[0]?.id ?? '');
  const [id, setId] = useState('');
  const [title, setTitle] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const from = sources.find((type) => type.id === source);
    if (!from || from.publishedVersion === null) return;
    // A refusal: the API client's snackbar says why.
    const created = await createDraft({ from: { id: from.id, version: from.publishedVersion }, id, title }).catch(() => null);
    if (created) await navigate(`/studija/${created.id}/${created.version}`);
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="studio-copy-heading">
      <Typography id="studio-copy-heading" component="h2" variant="h5" sx={{ mt: 4, mb: 1 }}>
        {t('studio.copy.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <SelectField
          required
          size="small"
          label={t('studio.copy.source')}
          value={source}
          onChange={setSource}
          options={sources.map((type) => [type.id, `${type.title} (${type.id})`] as const)}
          sx={{ minWidth: '16rem' }}
        />
        <TextField
          required
          size="small"
          label={t('studio.copy.id')}
          helperText={t('studio.copy.idHelp')}
          value={id}
          onChange={(e) => setId(e.target.value)}
          slotProps={{ htmlInput: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } }}
        />
        <TextField
          required
          size="small"
          label={t('studio.copy.name')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="contained">
          {t('studio.copy.submit')}
        </Button>
      </Stack>
    </form>
  );
}
