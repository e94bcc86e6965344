/**
 * A problem in a catalogue file, named by file and JSON pointer so an analyst can find it:
 * npm run check:schemas prints these, and the server refuses to start with them.
 */
export interface CatalogProblem {
  /** path relative to the catalogue root, e.g. schemas/common/person.schema.json */
  file: string;
  /** JSON pointer inside the file ('' = the whole file) */
  pointer: string;
  message: string;
}

export const formatProblem = (p: CatalogProblem): string => `${p.file}#${p.pointer}: ${p.message}`;

export class CatalogError extends Error {
  constructor(public readonly problems: CatalogProblem[]) {
    super(`The schema catalogue has ${problems.length} problem(s):\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'CatalogError';
  }
}

/** Appends a segment to a JSON pointer (escaping ~ and /). */
export const childPointer = (pointer: string, segment: string | number): string => `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;

export const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
