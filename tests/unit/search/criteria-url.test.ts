/** Re-running a logged or saved search is a link; an opened entry (log kind `irasas`) re-runs as a search by its registry number. */
import { describe, expect, it } from 'vitest';
import { searchLink } from '../../../src/features/search/criteria-url';

describe('searchLink', () => {
  it('links a search to its tab with its criteria', () => {
    expect(searchLink('fizinis', { name: 'Jankauskiene', birthDate: '1985-02-25' })).toBe('/paieska/fizinis?name=Jankauskiene&birthDate=1985-02-25');
  });
  it('links an opened entry to the kodas tab', () => {
    expect(searchLink('irasas', { number: 'STSR-2026-000001' })).toBe('/paieska/kodas?number=STSR-2026-000001');
  });
});
