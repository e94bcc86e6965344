/**
 * Every mortgage/pledge-tab type (/hipoteka, /hipoteka/perleidimas): a role of its createRoles
 * creates it through the chooser (kinds from the fixture), fills it from its valid fixture
 * through the UI, saves, reloads and sees the same data (e2e/documents-support).
 */
import { test } from './support/test.js';
import { journey } from './documents-support/journey.js';

const CASES = [
  { typeId: 'reikalavimo-perleidimas', role: 'DT_notaras', fixture: 'minimalus' },
  { typeId: 'vykdomasis-irasas', role: 'DT_notaras', fixture: 'minimalus' },
  { typeId: 'sutartine-hipoteka', role: 'DT_notaras', fixture: 'paprastas-vienas-turtas' },
  { typeId: 'sutartinis-ikeitimas', role: 'DT_notaro_padejejas', fixture: 'paprastas-automobilis' },
  { typeId: 'priverstine-hipoteka', role: 'DT_antstolis', fixture: 'paprastas-antstolio-patvarkymas' },
  { typeId: 'priverstinis-ikeitimas', role: 'DT_antstolis', fixture: 'paprastas-antstolio-patvarkymas' },
];

for (const c of CASES) {
  test(`${c.typeId}: ${c.role} creates it, fills it from its fixture, saves, reloads and sees the same data`, async ({ page }) => {
    await journey(page, { ...c, menu: '/hipoteka' });
  });
}
