/**
 * One version in the editor: the schema and the UI file side by side (CodeMirror, inline JSON
 * errors, completion), the texts table beside them, save and send for review, and the live
 * preview under them. A version the caller may not save is shown read-only.
 */
import { useMemo, useReducer, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TypeFiles } from '../../../domain/studio/type-files';
import { notify } from '../../../lib/notify';
import { saveDraft, submitDraft, type StudioVersion } from '../api/studio-version';
import { useVersionWrite } from '../api/use-version-write';
import { CodeEditor } from '../editor/code-editor';
import { fieldNames, refTargets } from '../editor/common-defs';
import { editedFiles, editorReducer, initialEditorState } from '../editor/editor-state';
import { expectedLabelKeys, rowsWithExpected, textRows } from '../editor/texts-table';
import { useLivePreview } from '../preview/use-live-preview';
import { COMMON_SCHEMAS } from '../shared-catalogue';
import { PreviewPanel } from './preview-panel';
import { TextsEditor } from './texts-editor';

export interface DraftEditorProps {
  version: StudioVersion;
  /** the address after /studija/:id/:version/forma, split */
  previewSegments: string[];
}

export function DraftEditor({ version, previewSegments }: DraftEditorProps) {
  const { t } = useTranslation('studio');
  const ref = { id: version.id, version: version.version };
  const base = `/studija/${version.id}/${version.version}`;
  const editable = version.allowedActions.includes('save');
  const [state, dispatch] = useReducer(editorReducer, version.files, initialEditorState);
  const [comment, setComment] = useState('');
  const { busy, write } = useVersionWrite(ref);

  // What the preview draws: the last JSON of each text, the texts, the stored fixtures.
  const files = useMemo<TypeFiles>(
    () => ({
      ...version.files,
      schema: state.lastGood.schema as TypeFiles['schema'],
      uiSchema: state.lastGood.uiSchema as TypeFiles['uiSchema'],
      texts: { lt: state.texts.lt, en: state.texts.en },
    }),
    [version.files, state.lastGood, state.texts],
  );
  const live = useLivePreview(files);
  const fields = useMemo(() => fieldNames(state.lastGood.schema), [state.lastGood.schema]);
  const sources = () => ({ refs: refTargets(COMMON_SCHEMAS, state.lastGood.schema), fields });
  const rows = rowsWithExpected(textRows(state.texts.lt, state.texts.en), expectedLabelKeys(version.id, fields));
  const describeError = (e: { line: number; column: number; detail: string }) => t('studio.editor.jsonError', e);

  const save = async (): Promise<boolean> => {
    const edited = editedFiles(state);
    if (!edited) {
      notify.error({ message: t('studio.editor.notJson') });
      return false;
    }
    const saved = { ...version.files, ...edited, schema: edited.schema as TypeFiles['schema'], uiSchema: edited.uiSchema as TypeFiles['uiSchema'] };
    return write(
      async () => {
        await saveDraft(ref, saved);
        dispatch({ type: 'saved' });
      },
      t('studio.editor.saved'),
      { list: false },
    );
  };
  const submit = async () => {
    if (state.dirty && !(await save())) return;
    await write(() => submitDraft(ref, comment), t('studio.editor.submitted'));
  };

  return (
    <Box>
      {!editable && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button component={Link} to={`${base}/tvirtinimas`}>
              {t('studio.editor.openReview')}
            </Button>
          }
        >
          {t('studio.editor.readOnly', { status: t(`studio.status.${version.status}`) })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        {(['schema', 'ui'] as const).map((kind) => (
          <CodeEditor
            key={kind}
            id={`studio-${kind}`}
            label={t(`studio.editor.${kind}`)}
            kind={kind}
            value={kind === 'schema' ? state.schemaText : state.uiText}
            onChange={(text) => dispatch({ type: kind, text })}
            sources={sources}
            describeError={describeError}
            readOnly={!editable}
          />
        ))}
      </Box>
      {[state.schema, state.ui].map((parsed, i) =>
        parsed.ok ? null : (
          <Alert key={i} severity="error" sx={{ mt: 1 }}>
            {`${i === 0 ? t('studio.editor.schema') : t('studio.editor.ui')}: ${describeError(parsed.error)}`}
          </Alert>
        ),
      )}
      <Typography component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
        {t('studio.editor.texts')}
      </Typography>
      <TextsEditor rows={rows} readOnly={!editable} onChange={(language, key, value) => dispatch({ type: 'text', language, key, value })} />
      {editable && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { md: 'center' } }}>
          <Button variant="contained" disabled={busy} onClick={() => void save()}>
            {t('studio.editor.save')}
          </Button>
          <TextField
            size="small"
            label={t('studio.editor.submitComment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            sx={{ minWidth: '20rem' }}
          />
          <Button variant="outlined" disabled={busy || !version.allowedActions.includes('submit')} onClick={() => void submit()}>
            {t('studio.editor.submit')}
          </Button>
          {state.dirty && <Typography role="status">{t('studio.editor.unsaved')}</Typography>}
        </Stack>
      )}
      <PreviewPanel live={live} files={files} basePath={`${base}/forma`} segments={previewSegments} />
    </Box>
  );
}
