/**
 * Every contract type (/sutartis): DT_JA creates it through the chooser, fills it from its
 * valid fixture through the UI, saves, reloads and sees the same data (e2e/documents-support).
 */
import { test } from './support/test.js';
import { journey } from './documents-support/journey.js';

const TYPES = ['pardavimas-su-atpirkimo-teise', 'pardavimas-issimoketinai', 'lizingas', 'nuoma', 'panauda', 'preliminarioji-sutartis'];

for (const typeId of TYPES) {
  test(`${typeId}: DT_JA creates it, fills it from its fixture, saves, reloads and sees the same data`, async ({ page }) => {
    await journey(page, { typeId, role: 'DT_JA', fixture: 'minimalus', menu: '/sutartis' });
  });
}
