/**
 * The markup contract between the central self-service site and the portal (spec §2.3, §7):
 * the element markers the portal's parser (src/features/central-site/parse-frame.ts)
 * looks for in the answers of menu.do and footer.do. The stand-in writes them; a real central
 * site's markup is mapped to them in that one parser file.
 */
export const MARK = {
  /** the root of a recognised menu.do answer; without it the answer is "unrecognised" */
  frame: 'savitarna',
  header: 'antraste',
  menu: 'meniu',
  breadcrumbs: 'kelias',
  basket: 'krepselis',
  home: 'pradzia',
  /** the root of a recognised footer.do answer */
  footer: 'poraste',
} as const;

/** The attribute that carries a marker: <div data-sav="savitarna">. */
export const MARK_ATTRIBUTE = 'data-sav';
/** The basket link's item count: <a data-sav="krepselis" data-kiekis="2">. */
export const BASKET_COUNT_ATTRIBUTE = 'data-kiekis';
