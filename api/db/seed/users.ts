/**
 * Demo identity data, idempotent: offices, one user per role of spec §6 whose username is
 * the role code (password DEMO_PASSWORD), extra self-service people and companies, and the
 * directory of the e-government gateway's local stand-in (the people it can sign in,
 * including one without an account here, to show the refusal). Names, offices and codes are
 * invented but realistic; personal codes carry valid check digits.
 */
import type { Kysely } from 'kysely';
import type { Role } from '../../../src/domain/access/roles.js';
import { identityKey } from '../../modules/auth/identity.js';
import { DEMO_COST, hashPassword } from '../../modules/auth/passwords.js';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

export interface DemoOffice {
  code: string;
  name: string;
  type: 'notaras' | 'teismas' | 'antstolis' | 'kita_institucija' | 'juridinis_asmuo' | 'registras';
  address: string;
}

export const DEMO_OFFICES: DemoOffice[] = [
  { code: 'NB-VLN-05', name: 'Vilniaus miesto 5-asis notarų biuras', type: 'notaras', address: 'Gedimino pr. 20, LT-01103 Vilnius' },
  { code: '191630223', name: 'Vilniaus miesto apylinkės teismas', type: 'teismas', address: 'Laisvės pr. 79A, LT-07202 Vilnius' },
  { code: 'ANT-KNS-17', name: 'Antstolio Tomo Žukausko kontora', type: 'antstolis', address: 'Laisvės al. 53, LT-44309 Kaunas' },
  { code: '188659752', name: 'Valstybinė mokesčių inspekcija', type: 'kita_institucija', address: 'Vasario 16-osios g. 15, LT-01514 Vilnius' },
  { code: '305123456', name: 'UAB „Baltijos lizingas“', type: 'juridinis_asmuo', address: 'Konstitucijos pr. 7, LT-09308 Vilnius' },
  { code: '112233445', name: 'AB „Pavyzdžių bankas“', type: 'juridinis_asmuo', address: 'Gedimino pr. 12, LT-01103 Vilnius' },
  { code: '124110246', name: 'VĮ Registrų centras', type: 'registras', address: 'Studentų g. 39, LT-08106 Vilnius' },
];

export interface DemoUser {
  username: string;
  roles: Role[];
  firstName: string;
  lastName: string;
  office?: string;
  personCode?: string;
  company?: { code: string; name: string };
  contractNumber?: string;
  /** consent to the terms of use; portal people start without it so the portal asks */
  consent: boolean;
  ntrHeadSigning?: boolean;
}

const NOTARY = 'NB-VLN-05';
const REGISTRY = '124110246';
const BANK = '112233445';

const worker = (role: Role, firstName: string, lastName: string, office: string, extra: Partial<DemoUser> = {}): DemoUser => ({
  username: role,
  roles: [role],
  firstName,
  lastName,
  office,
  consent: true,
  ...extra,
});

/** One user per role of spec §6 (username = role code), then the extra self-service accounts. */
export const DEMO_USERS: DemoUser[] = [
  worker('DT_notaras', 'Rasa', 'Vaitkienė', NOTARY, { personCode: '47905032313', contractNumber: 'DTS-2021-0147' }),
  worker('DT_notaro_padejejas', 'Eglė', 'Paulauskienė', NOTARY, { contractNumber: 'DTS-2021-0147' }),
  worker('DT_notaro_atstovas', 'Mantas', 'Stankevičius', NOTARY, { contractNumber: 'DTS-2021-0147' }),
  worker('DT_teismas', 'Vilma', 'Urbonienė', '191630223', { contractNumber: 'DTS-2019-0032' }),
  worker('DT_antstolis', 'Tomas', 'Žukauskas', 'ANT-KNS-17', { personCode: '37509042113', contractNumber: 'DTS-2020-0311' }),
  worker('DT_kita_institucija', 'Laura', 'Žemaitienė', '188659752', { contractNumber: 'DTS-2018-0007' }),
  worker('DT_JA', 'Tomas', 'Kairys', '305123456', { personCode: '39107144560', contractNumber: 'DTS-2022-0518' }),
  worker('RG_STSR_registrat', 'Inga', 'Balčiūnienė', REGISTRY),
  worker('RG_NTR_registrat', 'Andrius', 'Jonaitis', REGISTRY),
  // a second STSR registrar: the read-only views journey's (e2e/readonly-views.spec.ts), whose first sign-in is its own
  worker('RG_STSR_registrat', 'Eglė', 'Stankevičienė', REGISTRY, { username: 'registratore.perziura' }),
  worker('RG_NTR_vadovas', 'Dalia', 'Kavaliauskienė', REGISTRY, { ntrHeadSigning: true }),
  worker('RG', 'Giedrius', 'Vasiliauskas', REGISTRY),
  worker('RGV', 'Aistė', 'Butkutė', REGISTRY),
  worker('SK_skaitytojas', 'Kęstutis', 'Lukoševičius', REGISTRY),
  {
    username: 'EL_JA',
    roles: ['EL_JA'],
    firstName: 'Ona',
    lastName: 'Jankauskienė',
    personCode: '48502253414',
    company: { code: '304512345', name: 'UAB „Nemuno prekyba“' },
    consent: false,
  },
  { username: 'EL_FA', roles: ['EL_FA'], firstName: 'Jonas', lastName: 'Petraitis', personCode: '38703181745', consent: false },
  worker('P_S_pagal_JA', 'Paulius', 'Ramanauskas', BANK),
  worker('P_S_pagal_FA', 'Greta', 'Norkutė', BANK),
  worker('P_S_pagal_turta', 'Edvinas', 'Kazakevičius', BANK),
  worker('P_S_pagal_koda', 'Ieva', 'Adomaitienė', BANK),
  worker('P_I_pagal_ID', 'Rokas', 'Šimkus', BANK),
  worker('P_IA_pagal_ID', 'Justina', 'Vitkutė', BANK),
  worker('P_IT_pagal_ID', 'Arūnas', 'Budrys', BANK),
  worker('P_IAT_pagal_ID', 'Monika', 'Jakštaitė', BANK),
  worker('P_TZ_pagal_JA', 'Karolis', 'Gudaitis', BANK),
  worker('P_TZ_pagal_FA', 'Agnė', 'Bielskytė', BANK),
  worker('P_TZ_pagal_turta', 'Saulius', 'Rutkauskas', BANK),
  worker('P_matyti_istorija', 'Neringa', 'Tamošiūnaitė', BANK),
  worker('KAC_darbuotojas', 'Jurgita', 'Petrauskienė', REGISTRY),
  worker('ntr3.reg', 'Vytautas', 'Mockus', REGISTRY),
  worker('ntr3.fa_duomenys', 'Simona', 'Grigaitė', REGISTRY),
  worker('ntr3.istorija', 'Linas', 'Černiauskas', REGISTRY),
  worker('AR_archyvatorius', 'Birutė', 'Sakalauskienė', REGISTRY),
  worker('AD_administratorius', 'Marius', 'Rimkus', REGISTRY),
  // schema analysts (the studio, decision 0123): the demo draft's author, and the second analyst who reviews it
  worker('AN_schemu_analitikas', 'Aistė', 'Kavaliauskienė', REGISTRY),
  worker('AN_schemu_analitikas', 'Tadas', 'Bružas', REGISTRY, { username: 'analitikas.perziura' }),
  // a notary who also searches the register (decision 0060): the search journey's user
  {
    username: 'notaras.paieska',
    roles: ['DT_notaras', 'P_S_pagal_JA', 'P_S_pagal_FA', 'P_S_pagal_turta', 'P_S_pagal_koda', 'P_matyti_istorija'],
    firstName: 'Vaida',
    lastName: 'Šimonytė',
    office: NOTARY,
    contractNumber: 'DTS-2021-0147',
    consent: true,
  },
  // more self-service accounts: other citizens (Laima's first sign-in is the central-site journey's,
  // e2e/portal-frame.spec.ts), and a citizen who also acts for a company
  { username: 'lmockute', roles: ['EL_FA'], firstName: 'Laima', lastName: 'Mockutė', personCode: '48805141230', consent: false },
  { username: 'rkazlauskiene', roles: ['EL_FA'], firstName: 'Rūta', lastName: 'Kazlauskienė', personCode: '49206111231', consent: false },
  // a borrower of a loan for use who confirms it in the portal: e2e/approval.spec.ts's own person (decision 0126)
  { username: 'gvalancius', roles: ['EL_FA'], firstName: 'Gediminas', lastName: 'Valančius', personCode: '39103151236', consent: false },
  {
    username: 'jpetraitis.statyba',
    roles: ['EL_JA'],
    firstName: 'Jonas',
    lastName: 'Petraitis',
    personCode: '38703181745',
    company: { code: '302987654', name: 'UAB „Petraičio statyba“' },
    consent: false,
  },
];

/** People the gateway stand-in offers who have no account here (signing in is refused). */
export const GATEWAY_ONLY_PEOPLE = [{ personCode: '36812123456', firstName: 'Darius', lastName: 'Navickas' }];

const emailOf = (u: DemoUser) => `${u.username.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@demo.registras.example`;

export async function seedUsers(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  await db
    .insertInto('office')
    .values(DEMO_OFFICES.map((o) => ({ ...o, created_at: ctx.now })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const offices = new Map((await db.selectFrom('office').select(['id', 'code']).execute()).map((o) => [o.code, o.id]));

  // hash only for accounts that do not exist yet: a second seed run changes nothing
  const existing = new Set((await db.selectFrom('app_user').select('username').execute()).map((u) => u.username));
  const missing = DEMO_USERS.filter((u) => !existing.has(u.username));
  const hashes = await Promise.all(missing.map(() => hashPassword(ctx.config.demoPassword, DEMO_COST)));
  for (const [i, u] of missing.entries()) {
    const { id } = await db
      .insertInto('app_user')
      .values({
        username: u.username,
        password_hash: hashes[i],
        first_name: u.firstName,
        last_name: u.lastName,
        email: emailOf(u),
        person_code: u.personCode ?? null,
        company_code: u.company?.code ?? null,
        company_name: u.company?.name ?? null,
        identity_key: u.personCode ? identityKey(u.personCode, u.company?.code ?? null) : null,
        office_id: u.office ? offices.get(u.office)! : null,
        contract_number: u.contractNumber ?? null,
        idle_minutes: null,
        consent_terms: u.consent ? 1 : 0,
        consent_ntr_services: u.consent ? 1 : 0,
        consent_at: u.consent ? ctx.now : null,
        self_service_contract: 0,
        external_id: u.personCode && u.roles.some((r) => r.startsWith('EL_')) ? `SAV-${u.personCode.slice(-6)}${u.company ? `-${u.company.code}` : ''}` : null,
        ntr_head_signing: u.ntrHeadSigning ? 1 : 0,
        active_message: null,
        avatar: null,
        native_signature: 0,
        disabled: 0,
        last_login_at: null,
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_role')
      .values(u.roles.map((role) => ({ user_id: id, role, granted_at: ctx.now })))
      .execute();
  }

  const directory = [
    ...DEMO_USERS.filter((u) => u.personCode).map((u) => ({
      personCode: u.personCode!,
      firstName: u.firstName,
      lastName: u.lastName,
      company: u.company ?? null,
    })),
    ...GATEWAY_ONLY_PEOPLE.map((p) => ({ ...p, company: null })),
  ];
  await db
    .insertInto('gateway_identity')
    .values(
      directory.map((p) => ({
        person_code: p.personCode,
        first_name: p.firstName,
        last_name: p.lastName,
        company_code: p.company?.code ?? null,
        company_name: p.company?.name ?? null,
        identity_key: identityKey(p.personCode, p.company?.code ?? null),
      })),
    )
    .onConflict((oc) => oc.column('identity_key').doNothing())
    .execute();
}
