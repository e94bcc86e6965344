import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canUseFeature, FEATURE_KEYS, FEATURE_ROLES, featuresOf, type FeatureKey } from '../../../src/domain/access/features.js';
import {
  ALL_ROLES,
  isAtk,
  isNotary,
  isProvider,
  isReader,
  isRegistryStaff,
  isSelfService,
  PROVIDER_ROLES,
  REGISTRY_ROLES,
  rolesForFace,
  SEARCH_ROLES,
  type Role,
  WORKPLACE_ROLES,
} from '../../../src/domain/access/roles.js';
import { homeRoute, searchEntryTab, workplaceTitleKey } from '../../../src/domain/access/workplace.js';

/** Who may use a feature, out of every role of spec §6. */
const holders = (feature: FeatureKey) => ALL_ROLES.filter((r) => canUseFeature([r], feature));

describe('the role-to-feature table (spec §2.2, §6)', () => {
  it('lists every feature key of spec §2.2 and §6 and the issues that add features, and nothing else', () => {
    expect([...FEATURE_KEYS].sort()).toEqual(
      [
        'main',
        'ntSandoris',
        'mortgage',
        'contract',
        'newApplication',
        'documentsInPreparation',
        'documentsTransferred',
        'journalReceived',
        'journalNtrReceived',
        'journalSent',
        'registryNotifications',
        'providerInPreparation',
        'searchLegalPerson',
        'searchNaturalPerson',
        'searchAsset',
        'searchCode',
        'searchMine',
        'searchConfirmation',
        'searchRegister',
        'selfServiceSearchLegalPerson',
        'selfServiceSearchNaturalPerson',
        'selfServiceSearchAsset',
        'selfServiceSearchCode',
        'selfServiceSearchMine',
        'selfServiceObjects',
        'archiveFormation',
        'archiveAct',
        'archiveArchivist',
        'adminParameters',
        'adminClassifiers',
        'adminRights',
        'adminRegisters',
        'adminAutoRegistration',
        'adminRules',
        'adminTooltips',
        'adminSendingAdministration',
        'adminReport',
        'adminBroker',
        'adminSystemInfo',
        'adminMessage',
        'adminGeneration',
        'adminPasArrangement',
        // issue #24: the schema studio (decision 0123)
        'studio',
      ].sort(),
    );
  });

  it('names only real roles (and the role nobody holds)', () => {
    for (const [key, roles] of Object.entries(FEATURE_ROLES)) {
      for (const role of roles) expect([...ALL_ROLES, 'nera'], key).toContain(role);
    }
  });

  it('ntSandoris needs the role nera that nobody has', () => {
    expect(holders('ntSandoris')).toEqual([]);
    expect(canUseFeature([...ALL_ROLES], 'ntSandoris')).toBe(false);
  });

  it('an unlisted feature is open to all (spec §6)', () => {
    expect(canUseFeature(['EL_FA'], 'kazkokiaNauja' as FeatureKey)).toBe(true);
  });

  it('administration needs the administrator', () => {
    for (const key of FEATURE_KEYS.filter((k) => k.startsWith('admin'))) expect(holders(key), key).toEqual(['AD_administratorius']);
  });

  it('archive destruction needs the administrator and also the archivist', () => {
    for (const key of ['archiveFormation', 'archiveAct', 'archiveArchivist'] as const) {
      expect(holders(key).sort(), key).toEqual(['AD_administratorius', 'AR_archyvatorius']);
    }
  });

  it('the application lists are for the notary office; new applications for the notary (the role the request types accept)', () => {
    expect(holders('newApplication')).toEqual(['DT_notaras']);
    for (const key of ['documentsInPreparation', 'documentsTransferred'] as const) {
      expect(holders(key), key).toEqual(['DT_notaras', 'DT_notaro_padejejas', 'DT_notaro_atstovas']);
    }
  });

  it('the mortgage tab is for all providers and registry staff; the contract tab for DT_JA and registry staff', () => {
    expect(holders('mortgage')).toEqual([...PROVIDER_ROLES, ...REGISTRY_ROLES]);
    expect(holders('contract')).toEqual(['DT_JA', ...REGISTRY_ROLES]);
    expect(canUseFeature(['SK_skaitytojas'], 'mortgage')).toBe(false);
    expect(canUseFeature(['DT_notaras'], 'contract')).toBe(false);
  });

  it('the NTR journal excludes STSR registrars', () => {
    expect(canUseFeature(['RG_STSR_registrat'], 'journalNtrReceived')).toBe(false);
    expect(canUseFeature(['RG_STSR_registrat'], 'journalReceived')).toBe(true);
    expect(canUseFeature(['RG_NTR_registrat'], 'journalNtrReceived')).toBe(true);
    expect(canUseFeature(['RGV'], 'journalReceived')).toBe(true);
  });

  it('searches are split by search role; confirmation is for customer-centre staff', () => {
    expect(holders('searchLegalPerson')).toEqual(['P_S_pagal_JA', 'P_TZ_pagal_JA']);
    expect(holders('searchNaturalPerson')).toEqual(['P_S_pagal_FA', 'P_TZ_pagal_FA']);
    expect(holders('searchAsset')).toEqual(['P_S_pagal_turta', 'P_TZ_pagal_turta']);
    expect(holders('searchCode')).toEqual(['P_S_pagal_koda', 'P_I_pagal_ID', 'P_IA_pagal_ID', 'P_IT_pagal_ID', 'P_IAT_pagal_ID']);
    expect(holders('searchConfirmation')).toEqual(['KAC_darbuotojas']);
    expect(holders('searchMine')).toEqual([...SEARCH_ROLES, 'KAC_darbuotojas']);
  });

  it('self-service search and objects are for EL_JA and EL_FA', () => {
    for (const key of FEATURE_KEYS.filter((k) => k.startsWith('selfService'))) expect(holders(key), key).toEqual(['EL_JA', 'EL_FA']);
  });

  it('main is open to every professional role, not to self-service users', () => {
    expect(holders('main')).toEqual(ALL_ROLES.filter((r) => r !== 'EL_JA' && r !== 'EL_FA'));
  });

  it('featuresOf lists what a user may open', () => {
    expect(featuresOf(['KAC_darbuotojas'])).toEqual(['main', 'searchMine', 'searchConfirmation', 'searchRegister']);
    expect(featuresOf([])).toEqual([]);
  });
});

describe('role groups', () => {
  it('tells registry staff, providers, readers, ATK, notaries and self-service apart', () => {
    expect(REGISTRY_ROLES.every((r) => isRegistryStaff([r]))).toBe(true);
    expect(isRegistryStaff(['SK_skaitytojas'])).toBe(false);
    expect(isProvider(['SK_skaitytojas'])).toBe(false);
    expect(isReader(['SK_skaitytojas'])).toBe(true);
    expect(['DT_teismas', 'DT_antstolis', 'DT_kita_institucija'].every((r) => isAtk([r]))).toBe(true);
    expect(isAtk(['DT_notaras'])).toBe(false);
    expect(isAtk(['DT_JA'])).toBe(false);
    expect(isNotary(['DT_notaro_padejejas'])).toBe(true);
    expect(isProvider(['DT_JA'])).toBe(true);
    expect(isSelfService(['EL_JA'])).toBe(true);
    expect(isSelfService(['KAC_darbuotojas'])).toBe(false);
  });

  it('a session of a face holds only the user’s roles of that face, never unknown texts', () => {
    const user = ['EL_FA', 'DT_notaras', 'SUPERUSER', 'AD_ADMINISTRATORIUS'];
    expect(rolesForFace(user, 'workplace')).toEqual(['DT_notaras']);
    expect(rolesForFace(user, 'portal')).toEqual(['EL_FA']);
    expect(rolesForFace([], 'workplace')).toEqual([]);
  });
});

describe('workplace title, home and search entry (spec §1, §2.1)', () => {
  it("is 'Registratoriaus darbo vieta' for registry staff and readers, otherwise 'Duomenų teikėjo darbo vieta', texts of locales/lt", () => {
    const lt = (JSON.parse(fs.readFileSync('locales/lt/common.json', 'utf8')) as { app: { workplaceTitle: Record<string, string> } }).app.workplaceTitle;
    const text = (key: string) => lt[key.replace('app.workplaceTitle.', '')];
    for (const role of [...REGISTRY_ROLES, 'SK_skaitytojas'] as Role[]) expect(text(workplaceTitleKey([role])), role).toBe('Registratoriaus darbo vieta');
    for (const role of ['DT_notaras', 'DT_JA', 'KAC_darbuotojas', 'AD_administratorius', 'AR_archyvatorius', 'P_S_pagal_JA'] as Role[]) {
      expect(text(workplaceTitleKey([role])), role).toBe('Duomenų teikėjo darbo vieta');
    }
    expect(text(workplaceTitleKey(['DT_notaras', 'RG']))).toBe('Registratoriaus darbo vieta');
    // the texts live in the locales, not in code
    expect(fs.readFileSync('src/domain/access/workplace.ts', 'utf8')).not.toMatch(/darbo vieta/);
  });

  it('admits to new applications exactly the workplace roles the request types accept', () => {
    const accepted = new Set<string>();
    for (const file of fs.readdirSync('schemas/requests')) {
      const { registry } = JSON.parse(fs.readFileSync(`schemas/requests/${file}`, 'utf8')) as { registry: { createRoles: string[] } };
      for (const role of registry.createRoles) if ((WORKPLACE_ROLES as readonly string[]).includes(role)) accepted.add(role);
    }
    expect([...FEATURE_ROLES.newApplication].sort()).toEqual([...accepted].sort());
  });

  it('sends the registrar-viewer home to the received journal, everyone else to the dashboard', () => {
    expect(homeRoute(['RGV'])).toBe('/zurnalas/gaunami');
    expect(homeRoute(['RG'])).toBe('/pagrindinis');
    expect(homeRoute(['DT_notaras'])).toBe('/pagrindinis');
  });

  it('opens the first search tab in the order legal entity, natural person, property, code, approval, else own searches', () => {
    const cases: [Role[], string][] = [
      [['P_S_pagal_JA'], 'juridinis'],
      [['P_S_pagal_FA', 'P_S_pagal_JA'], 'juridinis'],
      [['P_TZ_pagal_FA', 'P_S_pagal_turta'], 'fizinis'],
      [['P_TZ_pagal_turta'], 'turtas'],
      [['P_IAT_pagal_ID', 'KAC_darbuotojas'], 'kodas'],
      [['KAC_darbuotojas'], 'tvirtinimas'],
      [['P_matyti_istorija'], 'mano-paieskos'],
      [['DT_notaras'], 'mano-paieskos'],
    ];
    for (const [roles, tab] of cases) expect(searchEntryTab(roles), roles.join('+')).toBe(tab);
  });
});

describe('the schema studio feature (decision 0123)', () => {
  it('is for schema analysts only', () => {
    expect(ALL_ROLES.filter((r) => canUseFeature([r], 'studio'))).toEqual(['AN_schemu_analitikas']);
  });
});
