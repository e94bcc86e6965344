/**
 * Demo documents of the demo notary office (Vilniaus miesto 5-asis notarų biuras), so the first
 * `npm start` shows the lifecycle working: one in preparation, one transferred a week ago and
 * still waiting for the registrar (overdue), one returned for correction, one registered with its registry number and one
 * rejected — with their signatures, versions, audit events and notices. They are built with
 * the same code the API runs (the documents repository, the lifecycle engine, the local signer,
 * the notices), validated by the type's precompiled validator, at the seed's "now".
 * Idempotent: nothing is added once the demo notary has any document.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays, addWorkingDays } from '../../../src/domain/calendar/working-days.js';
import type { Action } from '../../../src/domain/lifecycle/statuses.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import type { Role } from '../../../src/domain/access/roles.js';
import type { SessionUser } from '../../plugins/access.js';
import { findDocument } from '../../modules/items/repository.js';
import { runAction } from '../../modules/lifecycle/engine.js';
import type { Database } from '../schema.js';
import { assertValidDemo, demoType, insertDemoDocument, seedEngine } from './demo-document.js';
import type { SeedContext } from './index.js';

const TYPE = 'sutartine-hipoteka';

const OFFICE_ADDRESS = { salis: 'LT', savivaldybe: 'Vilniaus m. sav.', vietove: 'Vilnius', gatve: 'Gedimino pr.', namoNr: '20', pastoKodas: 'LT-01103' };
const PROVIDER = {
  teikejoTipas: 'notaras',
  vardas: 'Rasa',
  pavarde: 'Vaitkienė',
  istaigosPavadinimas: 'Vilniaus miesto 5-asis notarų biuras',
  istaigosAdresas: OFFICE_ADDRESS,
};
const BANK = {
  asmensTipas: 'juridinis',
  pavadinimas: 'AB „Pavyzdžių bankas“',
  jaKodas: '112233445',
  elPastas: 'hipotekos@pavyzdziu-bankas.example',
  adresas: { salis: 'LT', savivaldybe: 'Vilniaus m. sav.', vietove: 'Vilnius', gatve: 'Gedimino pr.', namoNr: '12', pastoKodas: 'LT-01103' },
};

interface Debtor {
  person: Record<string, unknown>;
  asset: Record<string, unknown>;
  amount: number;
}

/** An address in Lithuania; `butoNr` only for a flat. */
function at(savivaldybe: string, vietove: string, gatve: string, namoNr: string, butoNr: string | undefined, pastoKodas: string): Record<string, string> {
  const address: Record<string, string> = { salis: 'LT', savivaldybe, vietove, gatve, namoNr };
  if (butoNr !== undefined) address.butoNr = butoNr;
  address.pastoKodas = pastoKodas;
  return address;
}
const natural = (vardas: string, pavarde: string, asmensKodas: string, adresas: Record<string, string>) => ({
  asmensTipas: 'fizinis',
  vardas,
  pavarde,
  asmensKodas,
  adresas,
});
const legal = (pavadinimas: string, jaKodas: string, adresas: Record<string, string>) => ({ asmensTipas: 'juridinis', pavadinimas, jaKodas, adresas });
/** A registered real property item, the mortgage's only asset. */
const ntr = (unikalusNr: string, verte: number, aprasymas: string) => ({ turtasID: 't1', rusis: 'ntr', unikalusNr, verte, aprasymas });

const DEBTORS: Debtor[] = [
  {
    person: natural('Rūta', 'Kazlauskienė', '49206111231', at('Vilniaus m. sav.', 'Vilnius', 'Žirmūnų g.', '68', '14', 'LT-09124')),
    asset: ntr('1098-8012-4017:0014', 118000, 'Butas Žirmūnų g. 68-14, Vilniuje'),
    amount: 95000,
  },
  {
    person: legal('UAB „Nemuno prekyba“', '304512345', at('Kauno m. sav.', 'Kaunas', 'Savanorių pr.', '176', undefined, 'LT-50184')),
    asset: ntr('1901-2023-8015', 640000, 'Sandėlio paskirties pastatas Savanorių pr. 176, Kaune'),
    amount: 450000,
  },
  {
    person: natural('Jonas', 'Petraitis', '38703181745', at('Vilniaus r. sav.', 'Pagiriai', 'Vilniaus g.', '5', undefined, 'LT-14125')),
    asset: ntr('4400-5512-3017', 210000, 'Gyvenamasis namas Vilniaus g. 5, Pagiriuose'),
    amount: 160000,
  },
  {
    person: natural('Ona', 'Jankauskienė', '48502253414', at('Klaipėdos m. sav.', 'Klaipėda', 'Taikos pr.', '41', '7', 'LT-91228')),
    asset: ntr('2197-4001-6012:0007', 86000, 'Butas Taikos pr. 41-7, Klaipėdoje'),
    amount: 62000,
  },
  {
    person: natural('Tomas', 'Kairys', '39107144560', at('Vilniaus m. sav.', 'Vilnius', 'Konstitucijos pr.', '7', undefined, 'LT-09308')),
    asset: ntr('1097-0003-4012:0021', 154000, 'Butas Konstitucijos pr. 7-21, Vilniuje'),
    amount: 120000,
  },
];

/** A contractual mortgage of the demo office, concluded two days before `today`. */
function mortgage(today: string, n: number, d: Debtor): Record<string, unknown> {
  const concluded = addCalendarDays(today, -2);
  const year = Number(today.slice(0, 4));
  return {
    rusys: ['paprastas'],
    dokumentas: { idk: `2026${String(n).padStart(10, '0')}`, registroNr: `${n}-${1200 + n * 7}`, sudarymoData: concluded, sudarymoVieta: 'Vilnius' },
    duomenuTeikejas: PROVIDER,
    skolininkai: [d.person],
    kreditoriai: [BANK],
    turtas: [d.asset],
    prievoles: [{ prievoleID: 'p1', pavadinimas: 'Kredito sutartis dėl būsto įsigijimo', dydis: d.amount, terminasData: `${year + 25}-${concluded.slice(5)}` }],
    sandoris: { pavadinimas: 'Kredito sutartis', numeris: `KS-${year}-${String(300 + n)}`, sudarymoData: concluded },
    nustatymas: { hipotekosTerminas: `${year + 26}-12-31` },
    informavimas: [{ asmensTipas: 'juridinis', pavadinimas: BANK.pavadinimas, jaKodas: BANK.jaKodas, elPastas: BANK.elPastas }],
  };
}

/** The first demo mortgage's data: the example of the items API's documentation (api/modules/xml/openapi-media.ts). */
export const demoMortgage = (today: string): { type: string; data: Record<string, unknown> } => ({ type: TYPE, data: mortgage(today, 1, DEBTORS[0]) });

/** Where each demo document ends: the actions after creation, with the registrar's forms. */
function plans(today: string): { daysAgo?: number; steps: [who: 'notary' | 'registrar', action: Action, form?: Record<string, unknown>][] }[] {
  return [
    { steps: [] },
    {
      // transferred a week ago and not yet decided: past the registrar's next-working-day term (the `nep` report)
      daysAgo: 7,
      steps: [
        ['notary', 'pasirasyti'],
        ['notary', 'perduoti'],
      ],
    },
    {
      steps: [
        ['notary', 'pasirasyti'],
        ['notary', 'perduoti'],
        [
          'registrar',
          'grazinti',
          {
            terminas: addWorkingDays(today, 5),
            priezastis: 'Nenurodytas įkeičiamo turto žemės sklypas',
            aprasymas: 'Hipoteka nustatoma gyvenamajam namui, tačiau po juo esantis žemės sklypas, priklausantis tam pačiam savininkui, neįkeičiamas.',
            sprendimoMotyvai: 'Pastatas ir po juo esantis tam pačiam savininkui priklausantis žemės sklypas įkeičiami kartu.',
            teisesAktai: 'Lietuvos Respublikos civilinio kodekso 4.175 straipsnis',
          },
        ],
      ],
    },
    {
      steps: [
        ['notary', 'pasirasyti'],
        ['notary', 'perduoti'],
        ['registrar', 'iregistruoti'],
      ],
    },
    {
      steps: [
        ['notary', 'pasirasyti'],
        ['notary', 'perduoti'],
        [
          'registrar',
          'atmesti',
          {
            priezastys: 'Įkeičiamas butas įregistruotas ne skolininko vardu',
            teisinisPagrindas: 'Lietuvos Respublikos hipotekos registro įstatymo 24 straipsnis',
            aprasymas: 'Pagal Nekilnojamojo turto registro duomenis butas priklauso kitam asmeniui; hipoteka jam nustatyta be jo sutikimo.',
          },
        ],
      ],
    },
  ];
}

/** The workplace session of a demo user (the seed acts as them through the lifecycle engine). */
export async function sessionOf(db: Kysely<Database>, username: string): Promise<SessionUser> {
  const u = await db.selectFrom('app_user').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const roles = await db.selectFrom('user_role').select('role').where('user_id', '=', u.id).execute();
  return {
    userId: Number(u.id),
    username: u.username,
    displayName: `${u.first_name} ${u.last_name}`,
    roles: roles.map((r) => r.role as Role),
    face: 'workplace',
    sessionId: 0,
    officeId: u.office_id === null ? null : Number(u.office_id),
    personCode: u.person_code,
    companyCode: u.company_code,
  };
}

export async function seedDocuments(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const notary = await sessionOf(db, 'DT_notaras');
  const registrar = await sessionOf(db, 'RG_STSR_registrat');
  const existing = await db.selectFrom('document').select('id').where('owner_user_id', '=', notary.userId).limit(1).executeTakeFirst();
  if (existing) return;

  const type = await demoType(TYPE);
  for (const [i, plan] of plans(registryDate(new Date(ctx.now))).entries()) {
    const at = new Date(Date.parse(ctx.now) - (plan.daysAgo ?? 0) * 86_400_000).toISOString();
    const today = registryDate(new Date(at));
    const engine = seedEngine(db, at, today, [type]);
    const data = mortgage(today, i + 1, DEBTORS[i]);
    assertValidDemo(type, data, today);
    const id = await insertDemoDocument(db, type, data, notary, at);
    for (const [who, action, form] of plan.steps) {
      const row = (await findDocument(db, id))!;
      await runAction(engine, { user: who === 'notary' ? notary : registrar, type: type.facts, row, action, expectedVersion: row.version, form: form ?? {} });
    }
  }
}
