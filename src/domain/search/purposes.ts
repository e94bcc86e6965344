/**
 * The purposes (legal bases) a search of a natural person states, a small classifier: the
 * code is stored in the search log, its text is `search.purposes.<code>` in locales.
 */
export const SEARCH_PURPOSES = [
  'notarinis_veiksmas',
  'teismo_procesas',
  'priverstinis_vykdymas',
  'kreditavimas',
  'valstybes_funkcija',
  'savo_duomenys',
  'teisetas_interesas',
] as const;
export type SearchPurpose = (typeof SEARCH_PURPOSES)[number];

export const isSearchPurpose = (v: string): v is SearchPurpose => (SEARCH_PURPOSES as readonly string[]).includes(v);
