import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { workplaceRoutes } from '../../../src/app/workplace/routes';
import { accessOf } from '../../../src/lib/routing/route-handle';
import { ALL_ROLES, WORKPLACE_ROLES } from '../../../src/domain/access/roles';
import { canUseFeature } from '../../../src/domain/access/features';
import { MENU_ITEMS, visibleMenu } from '../../../src/features/auth/menu/menu-items';
import { routeExists } from '../../../src/features/auth/guard/home';

const menuOf = (roles: string[]) => visibleMenu(roles).map((item) => [item.label, item.to]);

describe('the top menu (spec §2.1): only what the user may open', () => {
  it('a notary: main, mortgage/pledge, request on a legal fact, both work lists (mortgages first)', () => {
    expect(menuOf(['DT_notaras'])).toEqual([
      ['menu.main', '/pagrindinis'],
      ['menu.mortgage', '/hipoteka'],
      ['menu.newApplication', '/prasymas-naujas'],
      ['menu.inPreparation', '/rengiami-dokumentai/hipotekos'],
      ['menu.transferred', '/perduoti-dokumentai/hipotekos'],
    ]);
  });

  it('an STSR registrar: the registry sections, the journal at its received tab, search at registering', () => {
    expect(menuOf(['RG_STSR_registrat'])).toEqual([
      ['menu.main', '/pagrindinis'],
      ['menu.mortgage', '/hipoteka'],
      ['menu.contract', '/sutartis'],
      ['menu.inPreparation', '/rengiami-dokumentai/hipotekos'],
      ['menu.transferred', '/perduoti-dokumentai/hipotekos'],
      ['menu.journal', '/zurnalas/gaunami'],
      ['menu.search', '/paieska/registruoti'],
    ]);
  });

  it('an administrator: main, archive destruction and administration only', () => {
    expect(menuOf(['AD_administratorius'])).toEqual([
      ['menu.main', '/pagrindinis'],
      ['menu.archive', '/archyvo-naikinimas/formavimas'],
      ['menu.admin', '/admin'],
    ]);
  });

  it('a legal-entity provider gets the contract; a reader the journal but no mortgages', () => {
    expect(menuOf(['DT_JA']).map(([label]) => label)).toEqual(['menu.main', 'menu.mortgage', 'menu.contract', 'menu.inPreparation', 'menu.transferred']);
    expect(menuOf(['SK_skaitytojas']).map(([label]) => label)).toEqual(['menu.main', 'menu.journal']);
  });

  it('the NTR journal tab is not the STSR registrar’s, but the journal item still leads to a tab they may open', () => {
    expect(visibleMenu(['RG_NTR_registrat']).find((i) => i.id === 'journal')?.to).toBe('/zurnalas/gaunami');
  });

  it('the search entry follows the role order: legal entity, natural person, property, code, approval, else own searches', () => {
    const target = (roles: string[]) => visibleMenu(roles).find((i) => i.id === 'search')?.to;
    expect(target(['P_S_pagal_FA', 'P_S_pagal_JA'])).toBe('/paieska/juridinis');
    expect(target(['P_TZ_pagal_FA', 'P_S_pagal_koda'])).toBe('/paieska/fizinis');
    expect(target(['P_S_pagal_turta', 'KAC_darbuotojas'])).toBe('/paieska/turtas');
    expect(target(['P_IA_pagal_ID'])).toBe('/paieska/kodas');
    expect(target(['KAC_darbuotojas'])).toBe('/paieska/tvirtinimas');
    expect(target(['P_matyti_istorija'])).toBe('/paieska/mano-paieskos');
    expect(target(['DT_notaras'])).toBeUndefined();
  });

  it('nobody sees the real-estate transaction (it needs the role nobody holds); no workplace role sees nothing', () => {
    expect(visibleMenu([...ALL_ROLES]).some((i) => i.id === 'ntSandoris')).toBe(false);
    expect(visibleMenu(['EL_FA'])).toEqual([]);
    expect(visibleMenu([])).toEqual([]);
  });

  it('every workplace role has Main first (a denied user is sent there)', () => {
    for (const role of WORKPLACE_ROLES) expect(visibleMenu([role])[0]?.id, role).toBe('main');
  });

  it('each item leads to a tab the user may open', () => {
    for (const role of ALL_ROLES) {
      for (const item of visibleMenu([role])) {
        const tab = MENU_ITEMS.find((i) => i.id === item.id)!.tabs.find((t) => t.path === item.to)!;
        expect(
          tab.features.some((f) => canUseFeature([role], f)),
          `${role} ${item.to}`,
        ).toBe(true);
      }
    }
  });

  it('agrees with the guard: every menu route the table already has carries one of the item’s features', () => {
    for (const item of MENU_ITEMS) {
      for (const tab of item.tabs) {
        if (!routeExists(workplaceRoutes, tab.path)) continue;
        const access = accessOf((matchRoutes(workplaceRoutes, tab.path) ?? []).map((m) => m.route));
        expect(access.open, tab.path).toBe(false);
        expect(tab.features, tab.path).toContain(access.feature);
      }
    }
  });
});
