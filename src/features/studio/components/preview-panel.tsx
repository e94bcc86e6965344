/**
 * The draft drawn by the product's own renderer — the document page's tabs or the wizard,
 * exactly as users will see them — over one fixture's data (or none), under
 * /studija/:id/:version/forma/{tab…|step/:step}. Nothing is saved: it is the sandbox's kind of page.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIRST_STEP_ID } from '../../../domain/schema/layout';
import type { FieldError } from '../../../domain/schema/field-errors';
import type { TypeFiles } from '../../../domain/studio/type-files';
import { SchemaFormProvider } from '../../../form/components/form-session';
import { TabsView } from '../../../form/components/tabs-view';
import { WizardView } from '../../../form/components/wizard-view';
import { createDocumentStore, type DocumentData } from '../../../form/engine/document-store';
import { withStepsAsTabs } from '../../../form/engine/steps-as-tabs';
import { validateDocument } from '../../../form/engine/validate-document';
import type { LivePreview } from '../preview/use-live-preview';
import { CheckResults } from './check-results';

export interface PreviewPanelProps {
  live: LivePreview;
  files: TypeFiles;
  /** /studija/:id/:version/forma */
  basePath: string;
  /** the address after basePath, split */
  segments: string[];
}

const EMPTY = '';

function fixtureData(files: TypeFiles, choice: string): DocumentData {
  const [kind, name] = choice.split('/') as ['valid' | 'invalid', string];
  const fixture = name ? files.fixtures[kind]?.[name] : undefined;
  return fixture ? (structuredClone(fixture.data) as DocumentData) : {};
}

export function PreviewPanel({ live, files, basePath, segments }: PreviewPanelProps) {
  const { t } = useTranslation('studio');
  const choices = (['valid', 'invalid'] as const).flatMap((kind) => Object.keys(files.fixtures[kind]).map((name) => `${kind}/${name}`));
  const [choice, setChoice] = useState(choices[0] ?? EMPTY);
  const [store] = useState(() => createDocumentStore(fixtureData(files, choices[0] ?? EMPTY)));
  const wizard = segments[0] === 'step';
  const type = live.preview?.type;
  const choose = (value: string) => {
    setChoice(value);
    store.replace(fixtureData(files, value));
  };
  const submit = (data: DocumentData): FieldError[] => (type ? validateDocument(type, data) : []);

  return (
    <Box component="section" aria-labelledby="studio-preview-heading" sx={{ mt: 3 }}>
      <Typography id="studio-preview-heading" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('studio.preview.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField select size="small" label={t('studio.preview.fixture')} value={choice} onChange={(e) => choose(e.target.value)} sx={{ minWidth: '20rem' }}>
          <MenuItem value={EMPTY}>{t('studio.preview.empty')}</MenuItem>
          {choices.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <Button component={Link} to={basePath} variant={wizard ? 'outlined' : 'contained'} aria-current={wizard ? undefined : 'page'}>
          {t('studio.preview.tabs')}
        </Button>
        <Button
          component={Link}
          to={`${basePath}/step/${FIRST_STEP_ID}`}
          variant={wizard ? 'contained' : 'outlined'}
          aria-current={wizard ? 'page' : undefined}
        >
          {t('studio.preview.wizard')}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {live.updating ? t('studio.preview.updating') : ''}
        </Typography>
      </Stack>
      {live.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {live.error}
        </Alert>
      )}
      {live.preview && <CheckResults fixtures={live.preview.fixtures} problems={live.preview.problems} />}
      {type ? (
        <Box sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <SchemaFormProvider key={live.generation} type={wizard ? type : withStepsAsTabs(type, () => null)} store={store}>
            {wizard ? (
              <WizardView basePath={basePath} step={segments[1]} onSubmit={submit} />
            ) : (
              <TabsView basePath={basePath} tab={segments[0]} rest={segments.slice(1)} />
            )}
          </SchemaFormProvider>
        </Box>
      ) : (
        live.preview && <Alert severity="info">{t('studio.preview.none')}</Alert>
      )}
    </Box>
  );
}
