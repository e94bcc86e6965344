/**
 * The review's diff: the draft against the published version, file by file (schema, UI file,
 * texts per language), as a readable line diff of the files as the studio writes them
 * (formatJson). Lines are numbered on each side, so a reviewer can point at one.
 */
import { diffLines } from 'diff';
import { formatJson } from '../editor/json-text';

export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
  /** line number in the published file (removed, same) */
  before?: number;
  /** line number in the draft (added, same) */
  after?: number;
}

export interface FileDiff {
  /** which file: schema, ui, texts.lt, texts.en */
  part: string;
  changed: boolean;
  lines: DiffLine[];
}

const splitLines = (value: string): string[] => value.replace(/\n$/, '').split('\n');

/** Line diff of two values as JSON files; `undefined` is an empty file (a new type). */
export function diffJson(before: unknown, after: unknown): DiffLine[] {
  const a = before === undefined ? '' : formatJson(before);
  const b = after === undefined ? '' : formatJson(after);
  const lines: DiffLine[] = [];
  let left = 1;
  let right = 1;
  for (const change of diffLines(a, b)) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    for (const text of splitLines(change.value)) {
      if (kind === 'added') lines.push({ kind, text, after: right++ });
      else if (kind === 'removed') lines.push({ kind, text, before: left++ });
      else lines.push({ kind, text, before: left++, after: right++ });
    }
  }
  return lines;
}

export interface DiffableFiles {
  schema: unknown;
  uiSchema: unknown;
  texts: { lt?: unknown; en?: unknown };
}

/**
 * Every part of the type compared; the published side is undefined for a new type.
 * @param published the version users see now
 * @param draft the version under review
 */
export function diffTypeFiles(published: DiffableFiles | undefined, draft: DiffableFiles): FileDiff[] {
  const parts: [string, unknown, unknown][] = [
    ['schema', published?.schema, draft.schema],
    ['ui', published?.uiSchema, draft.uiSchema],
    ['texts.lt', published?.texts.lt, draft.texts.lt],
    ['texts.en', published?.texts.en, draft.texts.en],
  ];
  return parts.map(([part, before, after]) => {
    const lines = diffJson(before, after);
    return { part, changed: lines.some((line) => line.kind !== 'same'), lines };
  });
}
