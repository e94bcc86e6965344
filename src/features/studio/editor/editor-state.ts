/**
 * The state of a draft being edited (a reducer, no React): the schema and UI file as the
 * analyst's texts, each parsed on every edit; the texts of both languages as objects (edited
 * in the table); the last value of each text that was JSON, so the preview keeps drawing
 * while a brace is missing; and whether anything changed since the last save.
 */
import { formatJson, parseJsonText, type ParsedJson } from './json-text';
import { setText, type Texts } from './texts-table';

export type Language = 'lt' | 'en';

/** The parts of a type the editor changes. */
export interface EditableFiles {
  schema: unknown;
  uiSchema: unknown;
  texts: { lt: Texts; en?: Texts };
}

export interface EditorState {
  schemaText: string;
  uiText: string;
  schema: ParsedJson;
  ui: ParsedJson;
  texts: Record<Language, Texts>;
  /** the last schema and UI file that were JSON (what the preview draws) */
  lastGood: { schema: unknown; uiSchema: unknown };
  dirty: boolean;
}

export type EditorAction =
  | { type: 'load'; files: EditableFiles }
  | { type: 'schema'; text: string }
  | { type: 'ui'; text: string }
  | { type: 'text'; language: Language; key: string; value: string }
  | { type: 'saved' };

/** The state of freshly loaded files (clean). */
export function initialEditorState(files: EditableFiles): EditorState {
  const schemaText = formatJson(files.schema);
  const uiText = formatJson(files.uiSchema);
  return {
    schemaText,
    uiText,
    schema: { ok: true, value: files.schema },
    ui: { ok: true, value: files.uiSchema },
    texts: { lt: files.texts.lt, en: files.texts.en ?? {} },
    lastGood: { schema: files.schema, uiSchema: files.uiSchema },
    dirty: false,
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.files);
    case 'schema': {
      if (action.text === state.schemaText) return state;
      const schema = parseJsonText(action.text);
      const lastGood = schema.ok ? { ...state.lastGood, schema: schema.value } : state.lastGood;
      return { ...state, schemaText: action.text, schema, lastGood, dirty: true };
    }
    case 'ui': {
      if (action.text === state.uiText) return state;
      const ui = parseJsonText(action.text);
      const lastGood = ui.ok ? { ...state.lastGood, uiSchema: ui.value } : state.lastGood;
      return { ...state, uiText: action.text, ui, lastGood, dirty: true };
    }
    case 'text':
      return { ...state, texts: { ...state.texts, [action.language]: setText(state.texts[action.language], action.key, action.value) }, dirty: true };
    case 'saved':
      return { ...state, dirty: false };
  }
}

/** The files to save, or null while the schema or the UI file is not JSON (nothing half-typed is sent). */
export function editedFiles(state: EditorState): EditableFiles | null {
  if (!state.schema.ok || !state.ui.ok) return null;
  return { schema: state.schema.value, uiSchema: state.ui.value, texts: { lt: state.texts.lt, en: state.texts.en } };
}
