/**
 * CSV as spreadsheet programs set up for Lithuania open it without an import dialog: UTF-8
 * with a byte-order mark, semicolons between fields (the decimal separator is a comma), CRLF
 * line ends, fields quoted when they hold a separator, quote or line break. A field that
 * starts with =, +, - or @ is prefixed with an apostrophe so no spreadsheet runs it as a formula.
 */
export type CsvValue = string | number | null;

function field(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(field).join(';')).join('\r\n')}\r\n`;
}
