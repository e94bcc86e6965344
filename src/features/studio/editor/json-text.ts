/**
 * Parses the text of one studio file (schema, UI schema or a language's texts) and, when it is
 * not JSON, says where: JSON.parse decides (its messages carry no position in V8), the JSON
 * grammar of the editor itself (@lezer/json) finds the first broken place.
 */
import { parser } from '@lezer/json';

export interface JsonTextError {
  /** offset in the text */
  from: number;
  /** 1-based line and column, for a person */
  line: number;
  column: number;
  /** the parser's own words (shown beside the translated sentence) */
  detail: string;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: JsonTextError };

/** The offset of the first syntax error the JSON grammar reports (the end when it finds none). */
function firstErrorOffset(text: string): number {
  const cursor = parser.parse(text).cursor();
  do {
    if (cursor.type.isError) return cursor.from;
  } while (cursor.next());
  return text.length;
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The value of a JSON text, or where and why it is not JSON. */
export function parseJsonText(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const from = Math.min(firstErrorOffset(text), text.length);
    return { ok: false, error: { from, ...lineColumn(text, from), detail: (error as Error).message } };
  }
}

/** A value as the studio writes it into a file: two-space indentation, a final newline. */
export const formatJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
