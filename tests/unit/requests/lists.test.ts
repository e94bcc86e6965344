/**
 * Who sees the request lists and where their rows lead: the journal's ntr-gaunami (NTR
 * registrars and readers, not STSR registrars — spec §6), the notaries' prasymai tabs of
 * /rengiami-dokumentai and /perduoti-dokumentai, rows opening /prasymas/{id}/registravimas;
 * the request types a notary may file on /prasymas-naujas.
 */
import { describe, expect, it } from 'vitest';
import { rowLink } from '../../../src/features/journal/columns';
import { JOURNAL_TABS, visibleTabs, workListTabs } from '../../../src/features/journal/tabs';
import { creatableRequestTypes, type CatalogEntry } from '../../../src/lib/api/catalog';

const ids = (tabs: readonly { id: string }[]) => tabs.map((t) => t.id);

describe('the request lists', () => {
  it('ntr-gaunami lists requests in the received statuses, for NTR registrars but not STSR registrars', () => {
    const ntr = JOURNAL_TABS.find((t) => t.id === 'ntr-gaunami');
    expect(ntr?.items).toBe('requests');
    expect(ntr?.statuses).toEqual(JOURNAL_TABS.find((t) => t.id === 'gaunami')?.statuses);
    expect(ids(visibleTabs(JOURNAL_TABS, ['RG_NTR_registrat']))).toContain('ntr-gaunami');
    expect(ids(visibleTabs(JOURNAL_TABS, ['RG_NTR_vadovas']))).toContain('ntr-gaunami');
    expect(ids(visibleTabs(JOURNAL_TABS, ['RG_STSR_registrat']))).not.toContain('ntr-gaunami');
    expect(ids(visibleTabs(JOURNAL_TABS, ['RG_STSR_registrat']))).toContain('gaunami');
  });

  it('the prasymai tabs list requests in their list statuses, for notaries only', () => {
    for (const list of ['rengiami', 'perduoti'] as const) {
      const tabs = workListTabs(list);
      const prasymai = tabs.find((t) => t.id === 'prasymai');
      expect(prasymai?.items).toBe('requests');
      expect(prasymai?.statuses).toEqual(tabs.find((t) => t.id === 'hipotekos')?.statuses);
      expect(ids(visibleTabs(tabs, ['DT_notaras']))).toEqual(['hipotekos', 'prasymai']);
      expect(ids(visibleTabs(tabs, ['DT_antstolis']))).toEqual(['hipotekos']);
    }
  });

  it('a request row opens the request page at registravimas, a document row the document at registrui', () => {
    expect(rowLink('requests', 12)).toBe('/prasymas/12/registravimas');
    expect(rowLink('documents', 12)).toBe('/dokumentas/12/registrui');
  });
});

describe('creatableRequestTypes', () => {
  const entry = (id: string, family: string, createRoles: string[]): CatalogEntry => ({
    id,
    family,
    titleKey: `types.${id}.title`,
    route: `/x/${id}`,
    createRoles,
    schemaVersion: '0123456789abcdef',
    lifecycle: 'x',
  });
  const catalog = [
    entry('nuomos-sutartis-sudarymas', 'requests', ['EL_FA', 'EL_JA', 'DT_notaras']),
    entry('seimos-turtas-iregistravimas', 'requests', ['EL_FA']),
    entry('sutartine-hipoteka', 'documents', ['DT_notaras']),
    entry('pazyma-zemes-ukio', 'certificates', ['EL_FA', 'DT_notaras']),
  ];

  it('keeps the requests family types whose createRoles hold one of the roles', () => {
    expect(creatableRequestTypes(catalog, ['DT_notaras']).map((t) => t.id)).toEqual(['nuomos-sutartis-sudarymas']);
    expect(creatableRequestTypes(catalog, ['RG_NTR_registrat'])).toEqual([]);
  });
});
