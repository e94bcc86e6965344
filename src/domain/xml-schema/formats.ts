/**
 * What XSD can say of our string formats (src/domain/schema/runtime/formats.ts): the lexical
 * shape as a pattern, and xs:date for dates (which also refuses 30 February). Check digits
 * (personal and legal-entity codes, IBAN mod-97) and the full e-mail grammar stay AJV's.
 */
export interface FormatFacet {
  base?: string;
  pattern: string;
  /** what only AJV checks */
  ajvOnly?: string;
}

export const FORMAT_FACETS: Record<string, FormatFacet> = {
  date: { base: 'xs:date', pattern: '[0-9]{4}-[0-9]{2}-[0-9]{2}' },
  time: { pattern: '([01][0-9]|2[0-3]):[0-5][0-9]' },
  'day-of-month': { pattern: '[1-9]|[12][0-9]|3[01]' },
  idk: { pattern: '[0-9]{14}' },
  'asmens-kodas': { pattern: '[0-9]{11}', ajvOnly: 'date of birth and check digit' },
  'ja-kodas': { pattern: '[0-9]{9}|[0-9]{7}', ajvOnly: 'check digit' },
  iban: { pattern: 'LT[0-9]{18}', ajvOnly: 'mod-97 check digits' },
  'ntr-unikalus-nr': { pattern: '[0-9]{4}-[0-9]{4}-[0-9]{4}(:[0-9]{1,4})?' },
  email: { pattern: '[^@\\s]+@[A-Za-z0-9]([A-Za-z0-9.\\-]*[A-Za-z0-9])?\\.[A-Za-z]{2,}', ajvOnly: 'the full address grammar' },
};
