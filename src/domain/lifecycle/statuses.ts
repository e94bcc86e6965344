/** Object statuses, journal statuses and status-change actions of spec §4. */
export const STATUSES = [
  'rengiamas',
  'laukia_patvirtinimo',
  'laukia_apmokejimo',
  'patvirtinti',
  'perduotas',
  'grazintas',
  'nepatikslintas',
  'iregistruotas',
  'atmestas',
  'nutrauktas',
] as const;
export type Status = (typeof STATUSES)[number];

export const ACTIONS = ['rengti', 'perduoti', 'patvirtinti', 'moketi', 'pasirasyti', 'grazinti', 'iregistruoti', 'atmesti'] as const;
export type Action = (typeof ACTIONS)[number];

export const JOURNAL_STATUSES = ['suformuotas', 'nesuformuotas', 'pateiktas'] as const;
export type JournalStatus = (typeof JOURNAL_STATUSES)[number];

/** Statuses in which the provider may still change the data. */
export const EDITABLE_STATUSES: readonly Status[] = ['rengiamas', 'grazintas'];

/** Statuses of an item sent back to its provider: returned to correct, and left uncorrected past the deadline (the return's reason is shown). */
export const RETURNED_STATUSES: readonly Status[] = ['grazintas', 'nepatikslintas'];
export const isReturnedStatus = (status: string): boolean => (RETURNED_STATUSES as readonly string[]).includes(status);

/** Statuses in which an item waits for the registrar's decision (its decision deadline runs). */
export const AWAITING_DECISION: readonly Status[] = ['perduotas', 'nepatikslintas'];

/** Statuses of a register entry: registered, and deregistered (kept as history). Entries are searched, opened, extracted and acted on in these. */
export const ENTRY_STATUSES: readonly Status[] = ['iregistruotas', 'nutrauktas'];
export const isEntryStatus = (status: string): boolean => (ENTRY_STATUSES as readonly string[]).includes(status);

/** Statuses after which nothing more happens to this version of the entry. */
export const FINAL_STATUSES: readonly Status[] = ['iregistruotas', 'atmestas', 'nutrauktas'];

export const isStatus = (v: string): v is Status => (STATUSES as readonly string[]).includes(v);
export const isAction = (v: string): v is Action => (ACTIONS as readonly string[]).includes(v);
