/**
 * Reading an asset upload (decision 0129): the bytes must be UTF-8 (a byte-order mark is
 * allowed), the first non-empty line is the header row, fields are separated by `;` or `,`
 * (the header row decides: `;` when it holds one), a field may be quoted ("…", "" inside
 * stands for one quote), amounts take a decimal comma or point and spaces between thousands.
 * Pure functions: the service (service.ts) decides what a refusal answers.
 */
import type { FieldError } from '../../lib/errors.js';
import type { AssetColumn } from '../../../src/domain/assets/columns.js';

/** A file that cannot be read at all: nothing of it is used. */
export class CsvRefusal extends Error {
  constructor(
    public readonly messageKey: string,
    public readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'CsvRefusal';
  }
}

/** Largest file (bytes) and most rows one upload may carry (a document holds at most 500 assets). */
export const ASSET_CSV_MAX_BYTES = 256 * 1024;
export const ASSET_CSV_MAX_ROWS = 500;

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The file's text.
 * @throws CsvRefusal errors.asset_csv_encoding when the bytes are not UTF-8, errors.asset_csv_empty when there are none
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new CsvRefusal('errors.asset_csv_empty');
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new CsvRefusal('errors.asset_csv_encoding');
  }
}

export interface CsvLine {
  /** 1-based line number in the file (of the line a record starts on) */
  line: number;
  fields: string[];
}

/** Splits the text into records; empty lines are skipped. @throws CsvRefusal errors.asset_csv_quote on an unclosed quote */
export function splitCsv(text: string, separator: string): CsvLine[] {
  const records: CsvLine[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim() !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else field += c;
  }
  if (quoted) throw new CsvRefusal('errors.asset_csv_quote', { line: start });
  end();
  return records;
}

/** `;` when the header line holds one, else `,`. */
export function separatorOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return header.includes(';') ? ';' : ',';
}

const AMOUNT = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/** "1 234,5" → 1234.5; null when the text is not an amount in EUR (not negative, at most cents). */
export function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const whole = match[1].replace(/[ \u00a0\u202f]/g, '');
  const cents = Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents / 100 : null;
}

const norm = (header: string) => header.trim().toLocaleLowerCase('lt');

/**
 * Which column of the file each header is, checked against the kind's layout.
 * @throws CsvRefusal errors.asset_csv_header (params.column: the unknown or repeated header, or the missing required one)
 */
export function mapHeader(header: readonly string[], columns: readonly AssetColumn[]): AssetColumn[] {
  const mapped: AssetColumn[] = [];
  for (const text of header) {
    const column = columns.find((c) => norm(c.header) === norm(text));
    if (!column || mapped.includes(column)) throw new CsvRefusal('errors.asset_csv_header', { column: text.trim() });
    mapped.push(column);
  }
  const missing = columns.find((c) => c.required && !mapped.includes(c));
  if (missing) throw new CsvRefusal('errors.asset_csv_header', { column: missing.header });
  return mapped;
}

export interface CsvAssetRow {
  line: number;
  values: Record<string, string | number>;
}

/**
 * The rows of a file of one asset kind, and the problems of single rows (wrong number of
 * fields, an amount that is no amount), each naming its line: `/rows/<line>[/<field>]`.
 * @throws CsvRefusal when the file is unusable (header, no rows, too many rows, quotes)
 */
export function readAssetRows(text: string, columns: readonly AssetColumn[]): { rows: CsvAssetRow[]; errors: FieldError[] } {
  const records = splitCsv(text, separatorOf(text));
  if (records.length === 0) throw new CsvRefusal('errors.asset_csv_empty');
  const mapped = mapHeader(records[0].fields, columns);
  const body = records.slice(1);
  if (body.length === 0) throw new CsvRefusal('errors.asset_csv_no_rows');
  if (body.length > ASSET_CSV_MAX_ROWS) throw new CsvRefusal('errors.asset_csv_too_many_rows', { max: ASSET_CSV_MAX_ROWS });
  const rows: CsvAssetRow[] = [];
  const errors: FieldError[] = [];
  for (const record of body) {
    if (record.fields.length !== mapped.length) {
      errors.push({
        path: `/rows/${record.line}`,
        messageKey: 'errors.asset_csv_columns',
        params: { line: record.line, expected: mapped.length },
        severity: 'critical',
      });
      continue;
    }
    const values: Record<string, string | number> = {};
    record.fields.forEach((raw, i) => {
      const column = mapped[i];
      const text = raw.trim();
      if (text === '') return;
      if (column.type === 'text') values[column.field] = text;
      else {
        const amount = parseAmount(text);
        if (amount === null)
          errors.push({
            path: `/rows/${record.line}/${column.field}`,
            messageKey: 'errors.asset_csv_amount',
            params: { line: record.line },
            severity: 'critical',
          });
        else values[column.field] = amount;
      }
    });
    rows.push({ line: record.line, values });
  }
  return { rows, errors };
}
