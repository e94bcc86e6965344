/**
 * The first values of the `paieskos-tikslai` classifier (the purposes, legal bases, a search of
 * a natural person states), which migration 0027 writes with the texts of `search.purposes.<code>`.
 * What a search accepts is the classifier's rows valid now, not this list (decision 0097).
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
