/**
 * The kinds of notices a provider files about an entry (spec §3 change/termination basis):
 * `pirminis` creates an entry; `pakeitimas` changes a registered entry; `adreso_keitimas`
 * changes only the addresses in it; `nutraukimas` terminates it — once registered, the entry
 * moves to `nutrauktas`.
 */
export const NOTICE_KINDS = ['pirminis', 'pakeitimas', 'adreso_keitimas', 'nutraukimas'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The kinds that refer to an entry and carry a basis (pagrindas, aprasymas, data, laikas). */
export const CHANGE_KINDS = ['pakeitimas', 'adreso_keitimas', 'nutraukimas'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const isChangeKind = (v: string): v is ChangeKind => (CHANGE_KINDS as readonly string[]).includes(v);
