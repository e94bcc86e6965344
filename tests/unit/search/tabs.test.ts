/** The search tabs of each face (src/features/search/tabs.ts): the spec's order, each behind its face's feature. */
import { describe, expect, it } from 'vitest';
import { PORTAL_SEARCH_TABS, WORKPLACE_SEARCH_TABS } from '../../../src/features/search/tabs';

const shown = (tabs: readonly { id: string; feature: string; view: string }[]) => tabs.map((t) => `${t.id}:${t.feature}:${t.view}`);

describe('search tabs', () => {
  it('lists the workplace tabs with the approval and register tabs after the own searches', () => {
    expect(shown(WORKPLACE_SEARCH_TABS)).toEqual([
      'juridinis:searchLegalPerson:search',
      'fizinis:searchNaturalPerson:search',
      'turtas:searchAsset:search',
      'kodas:searchCode:search',
      'mano-paieskos:searchMine:mine',
      'tvirtinimas:searchConfirmation:plugged',
      'registruoti:searchRegister:register',
    ]);
  });

  it('lists the portal tabs behind the self-service features', () => {
    expect(shown(PORTAL_SEARCH_TABS)).toEqual([
      'juridinis:selfServiceSearchLegalPerson:search',
      'fizinis:selfServiceSearchNaturalPerson:search',
      'turtas:selfServiceSearchAsset:search',
      'kodas:selfServiceSearchCode:search',
      'mano-paieskos:selfServiceSearchMine:mine',
    ]);
    expect(PORTAL_SEARCH_TABS.filter((t) => t.view === 'search').every((t) => 'kind' in t && t.kind === t.id)).toBe(true);
  });
});
