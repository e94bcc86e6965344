/**
 * The markup contract between the central self-service site and the portal (spec §2.3, §7):
 * the element markers the portal's parser (src/features/central-site/parse-frame.ts)
 * looks for in the answers of menu.do and footer.do. The stand-in writes them; a real central
 * site's markup is mapped to them in that one parser file.
 */
/** Where the API server serves its built-in stand-in of the central site (CENTRAL_SITE_URL unset). */
export const CENTRAL_SITE_STAND_IN_PATH = '/centrine-savitarna';

/** The central site's pages and calls, relative to its base address (spec §4, §7, §8). */
export const CENTRAL_PAGES = {
  home: '/',
  /** the home page saying that the portal sign-in failed */
  signInFailed: '/?klaida=prisijungimas',
  sessionExpired: '/sesija-baigesi',
  menu: '/menu.do;jsessionid=',
  footer: '/footer.do;jsessionid=',
} as const;

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
