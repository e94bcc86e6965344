/**
 * What the editors offer at the cursor (pure: text and position in, options out; the
 * CodeMirror extension in code-editor.tsx only hands them over). Inside a quoted key: the
 * JSON Schema keywords and the catalogue's (schema editor) or the UI file's keys and the
 * type's field names (UI editor). Inside the value of `$ref`: the shared `$defs` of
 * schemas/common and the schema's own. Inside a `fields` or `ui:order` list: field names.
 */
import { parser } from '@lezer/json';
import type { SyntaxNode } from '@lezer/common';
import { CATALOG_KEYWORDS, JSON_SCHEMA_KEYWORDS, UI_KEYWORDS } from './schema-keywords';

export type EditorKind = 'schema' | 'ui';

export interface CompletionSources {
  /** `$ref` targets (common-defs.ts refTargets) */
  refs: readonly string[];
  /** the type's field names (common-defs.ts fieldNames) */
  fields: readonly string[];
}

export interface CompletionOption {
  label: string;
  type: 'keyword' | 'field' | 'ref';
}

export interface Completions {
  /** where the typed word starts (after the opening quote) */
  from: number;
  options: CompletionOption[];
}

const FIELD_LISTS = new Set(['"fields"', '"ui:order"']);

/** The name of the property whose value holds `node` (directly or inside its array), quoted. */
function ownerName(text: string, node: SyntaxNode): string | null {
  let parent = node.parent;
  if (parent?.name === 'Array') parent = parent.parent;
  const name = parent?.name === 'Property' ? parent.getChild('PropertyName') : null;
  return name ? text.slice(name.from, name.to) : null;
}

const option = (type: CompletionOption['type']) => (label: string) => ({ label, type });

function keyOptions(kind: EditorKind, sources: CompletionSources): CompletionOption[] {
  if (kind === 'schema') return [...JSON_SCHEMA_KEYWORDS, ...CATALOG_KEYWORDS].map(option('keyword'));
  return [...UI_KEYWORDS.map(option('keyword')), ...sources.fields.map(option('field'))];
}

/**
 * The options at `pos`, or null where the editor offers nothing (outside a string).
 * @param kind which editor asks
 * @param text the editor's whole text
 * @param pos the cursor
 */
export function completionsAt(kind: EditorKind, text: string, pos: number, sources: CompletionSources): Completions | null {
  const node = parser.parse(text).resolveInner(pos, -1);
  if (node.name !== 'PropertyName' && node.name !== 'String') return null;
  if (pos <= node.from) return null;
  const from = node.from + 1;
  if (node.name === 'PropertyName') return { from, options: keyOptions(kind, sources) };
  const owner = ownerName(text, node);
  if (kind === 'schema' && owner === '"$ref"') return { from, options: sources.refs.map(option('ref')) };
  if (kind === 'ui' && owner && FIELD_LISTS.has(owner)) return { from, options: sources.fields.map(option('field')) };
  return null;
}
