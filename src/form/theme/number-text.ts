/**
 * Numbers as Lithuanians write them: decimal comma, spaces between thousands, `1 234,56`
 * (Intl lt-LT); amounts in EUR with two decimals at least. Typing accepts a comma or a point
 * and any spaces; text that is no number is kept as text, so validation reports it instead of
 * the form silently dropping it.
 */

const AMOUNT = new Intl.NumberFormat('lt-LT', { minimumFractionDigits: 2, maximumFractionDigits: 10 });
const PLAIN = new Intl.NumberFormat('lt-LT', { maximumFractionDigits: 10 });

/** A number for display: `1 234,56` for amounts in EUR (the € sign is shown beside it), `1 234,5` otherwise. */
export function formatNumber(value: unknown, amount: boolean): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value === undefined || value === null ? '' : String(value);
  return (amount ? AMOUNT : PLAIN).format(value);
}

/** An amount in EUR as text: `1 234,56 €`. */
export function formatEur(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${formatNumber(value, true)} €` : formatNumber(value, true);
}

/** A number for editing: no grouping, decimal comma (`1234,56`). */
export function editableNumber(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value === undefined || value === null ? '' : String(value);
  return String(value).replace('.', ',');
}

/**
 * What the user typed, as the value to store: undefined when empty, a number when it reads as
 * one (`1 234,56`, `1234.56`, `1234,56 €`), otherwise the text as typed.
 */
export function parseNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const compact = trimmed.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (/^-?\d+([.,]\d+)?$/.test(compact)) return Number(compact.replace(',', '.'));
  return trimmed;
}
