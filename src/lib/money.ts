/** Money as Lithuanians read it (shared/reference: `1 234,56 €`), whatever the UI language. */
const FORMATS = new Map<string, Intl.NumberFormat>();

/** Formats an amount in cents, e.g. 348 EUR → "3,48 €". */
export function moneyText(cents: number, currency: string): string {
  let format = FORMATS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('lt-LT', { style: 'currency', currency });
    FORMATS.set(currency, format);
  }
  return format.format(cents / 100);
}
