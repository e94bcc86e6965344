/**
 * The folded form of a name the search index holds and a search asks with: lower case,
 * diacritics removed (Petraitienė → petraitiene, ŽALGIRIS → zalgiris), punctuation (quotes
 * of company names, dashes) as spaces, single spaces.
 */
export const nameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The keys a name is found by: the folded name from each of its words on, so a prefix of
 * any word finds it ("petraitiene" finds "Rasa Petraitienė", "baltijos" finds "UAB Baltijos lizingas").
 */
export function nameKeys(name: string): string[] {
  const words = nameKey(name).split(' ').filter(Boolean);
  return words.map((_, i) => words.slice(i).join(' '));
}
