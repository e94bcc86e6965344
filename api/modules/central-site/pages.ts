/**
 * The stand-in central self-service site's HTML: its pages (home, session expired, a plain
 * section page, the login page it shows for an unknown session) and the two fragments the
 * portal embeds (menu.do, footer.do). Plain server-rendered HTML without scripts: the
 * Content-Security-Policy forbids inline ones, and none are needed. Links are relative to the
 * stand-in's own path, so it works on whatever host and port serves it.
 */
import { MARK, MARK_ATTRIBUTE, BASKET_COUNT_ATTRIBUTE } from '../../../src/domain/central-site-markup.js';
import { escapeHtml } from '../../lib/html.js';

/** Sections of the central site the stand-in's menu links to (each gets a plain page). */
export const SECTIONS: Record<string, string> = {
  paslaugos: 'Visos savitarnos paslaugos',
  uzsakymai: 'Mano užsakymai',
  krepselis: 'Krepšelis',
};

/** Why the browser was sent to the home page (?klaida=…): the portal's sign-in failed. */
export const HOME_NOTICES: Record<string, string> = {
  prisijungimas: 'Prisijungti prie nekilnojamojo turto registro savitarnos nepavyko. Bandykite dar kartą.',
};

const mark = (name: string) => `${MARK_ATTRIBUTE}="${name}"`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="lt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – centrinės savitarnos pakaitalas</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; line-height: 1.5; }
h1 { font-size: 1.5rem; }
.note { background: #fff4e5; border-left: 4px solid #ed6c02; padding: .75rem 1rem; }
.alert { background: #fdeded; border-left: 4px solid #c62828; padding: .75rem 1rem; }
a { color: #00558a; }
.button { display: inline-block; background: #006fb2; color: #fff; padding: .6rem 1.4rem; border-radius: 4px; text-decoration: none; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="note">Tai vietinis demonstracinis centrinės savitarnos svetainės pakaitalas, ne tikroji Registrų centro savitarna.</p>
${body}
</main>
</body>
</html>`;
}

/** The portal's sign-in with a fresh central session id (xid), as the central site links it. */
const portalSignIn = (xid: string) => `/login?${new URLSearchParams({ xid }).toString()}`;

/** The home page: enter the real-property services portal (with a new xid), or read why the last attempt failed. */
export function renderHome(base: string, xid: string, notice: string | null): string {
  return page(
    'Registrų centro savitarna',
    `${notice ? `<p class="alert" role="alert">${escapeHtml(notice)}</p>` : ''}
<p>Savitarnoje galite užsisakyti registrų paslaugas, peržiūrėti užsakymus ir mokėjimus.</p>
<p><a class="button" href="${escapeHtml(portalSignIn(xid))}">Sutarčių ir teisių suvaržymų registro savitarna</a></p>
<ul>
${Object.entries(SECTIONS)
  .map(([path, title]) => `<li><a href="${escapeHtml(`${base}/${path}`)}">${escapeHtml(title)}</a></li>`)
  .join('\n')}
</ul>`,
  );
}

/** Where the portal sends the browser when its session has ended (spec §4). */
export function renderSessionExpired(base: string, xid: string): string {
  return page(
    'Sesija baigėsi',
    `<p>Jūsų sesija baigėsi, nes ilgai neatlikote jokių veiksmų arba sesija buvo nutraukta.</p>
<p><a class="button" href="${escapeHtml(portalSignIn(xid))}">Prisijungti iš naujo</a></p>
<p><a href="${escapeHtml(`${base}/`)}">Į savitarnos pradžią</a></p>`,
  );
}

/** A section of the central site: the stand-in only names it. */
export function renderSection(base: string, title: string): string {
  return page(title, `<p>Šį centrinės savitarnos puslapį pakaitalas tik įvardija.</p>\n<p><a href="${escapeHtml(`${base}/`)}">Į savitarnos pradžią</a></p>`);
}

/** What the central site answers menu.do or footer.do for a session it does not know: its login page, no markers. */
export function renderUnknownSession(base: string): string {
  return page(
    'Prisijungimas prie savitarnos',
    `<p>Savitarnos sesija nerasta. Prisijunkite iš naujo.</p>\n<p><a href="${escapeHtml(`${base}/`)}">Į savitarnos pradžią</a></p>`,
  );
}

/** menu.do: the header, the central menu, the breadcrumb prefix, the basket and the home link. */
export function renderMenu(base: string, basketCount: number): string {
  const link = (path: string, text: string) => `<a href="${escapeHtml(`${base}/${path}`)}">${escapeHtml(text)}</a>`;
  return `<div ${mark(MARK.frame)} lang="lt">
<div ${mark(MARK.header)}><strong>Registrų centras</strong> <span>Savitarna</span></div>
<a ${mark(MARK.home)} href="${escapeHtml(`${base}/`)}">Savitarnos pradžia</a>
<a ${mark(MARK.basket)} ${BASKET_COUNT_ATTRIBUTE}="${basketCount}" href="${escapeHtml(`${base}/krepselis`)}">Krepšelis</a>
<ul ${mark(MARK.menu)}>
${Object.entries(SECTIONS)
  .filter(([path]) => path !== 'krepselis')
  .map(([path, title]) => `<li>${link(path, title)}</li>`)
  .join('\n')}
</ul>
<ol ${mark(MARK.breadcrumbs)}><li><a href="${escapeHtml(`${base}/`)}">Savitarna</a></li></ol>
</div>`;
}

/** footer.do: the central site's footer. */
export function renderFooter(): string {
  return `<div ${mark(MARK.footer)} lang="lt">
<p>© Valstybės įmonė Registrų centras</p>
<ul>
<li><a href="https://www.registrucentras.lt">www.registrucentras.lt</a></li>
<li><a href="mailto:info@registrucentras.lt">info@registrucentras.lt</a></li>
</ul>
</div>`;
}
