/**
 * Translation keys of validation messages (texts in locales/<lng>/validation.json). The
 * spec's own text, 'Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.', is the
 * lt text of `required` and `invalid`.
 */
export const MESSAGE_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  wrongType: 'validation.wrongType',
  integer: 'validation.integer',
  unknownField: 'validation.unknownField',
  unknownFieldsOmitted: 'validation.unknownFieldsOmitted',
  hiddenField: 'validation.hiddenField',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
  notAfterToday: 'validation.notAfterToday',
  notBeforeToday: 'validation.notBeforeToday',
  eur: 'validation.eur',
  formerSpouse: 'validation.formerSpouse',
  uniqueKey: 'validation.uniqueKey',
} as const;

/** Field-specific keys of the formats (spec §5); a format not listed here gets `invalid`. */
export const FORMAT_KEYS: Record<string, string> = {
  idk: 'validation.idk',
  'asmens-kodas': 'validation.asmensKodas',
  'ja-kodas': 'validation.jaKodas',
  iban: 'validation.iban',
  'ntr-unikalus-nr': 'validation.ntrUnikalusNr',
  'day-of-month': 'validation.dayOfMonth',
  time: 'validation.time',
  date: 'validation.date',
  email: 'validation.email',
};

/** Every key a schema validation may produce (the locale check demands a text for each). */
export const ALL_VALIDATION_KEYS: string[] = [...new Set([...Object.values(MESSAGE_KEYS), ...Object.values(FORMAT_KEYS)])];
