/**
 * Demo self-service objects: registered entries whose parties include the portal's demo
 * citizen Jonas Petraitis (EL_FA, 38703181745) and the company UAB „Nemuno prekyba“ (EL_JA,
 * 304512345) — a pledge, a mortgage, a sale with the right of repurchase and a lease — and a
 * pledge of another citizen (Rūta Kazlauskienė, 49206111231) that they must never see. Filed
 * by the demo notary (pledge, mortgage) and the demo company provider DT_JA (contracts),
 * signed, transferred and registered by the STSR registrar through the lifecycle engine, as
 * the API would. Idempotent: nothing is added once the demo citizen's pledge exists.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays } from '../../../src/domain/calendar/working-days.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import type { SessionUser } from '../../plugins/access.js';
import { sessionOf } from './documents.js';
import { findDocument } from '../../modules/items/repository.js';
import { runAction } from '../../modules/lifecycle/engine.js';
import type { Database } from '../schema.js';
import { assertValidDemo, demoType, insertDemoDocument, seedEngine } from './demo-document.js';
import type { SeedContext } from './index.js';

const address = (vietove: string, savivaldybe: string, gatve: string, namoNr: string, pastoKodas: string) => ({
  salis: 'LT',
  savivaldybe,
  vietove,
  gatve,
  namoNr,
  pastoKodas,
});

export const DEMO_CITIZEN = {
  asmensTipas: 'fizinis',
  vardas: 'Jonas',
  pavarde: 'Petraitis',
  asmensKodas: '38703181745',
  adresas: address('Pagiriai', 'Vilniaus r. sav.', 'Vilniaus g.', '5', 'LT-14125'),
};
export const DEMO_COMPANY = {
  asmensTipas: 'juridinis',
  pavadinimas: 'UAB „Nemuno prekyba“',
  jaKodas: '304512345',
  adresas: address('Kaunas', 'Kauno m. sav.', 'Savanorių pr.', '176', 'LT-50184'),
};
export const OTHER_CITIZEN = {
  asmensTipas: 'fizinis',
  vardas: 'Rūta',
  pavarde: 'Kazlauskienė',
  asmensKodas: '49206111231',
  adresas: address('Vilnius', 'Vilniaus m. sav.', 'Žirmūnų g.', '68', 'LT-09124'),
};
export const BANK = {
  asmensTipas: 'juridinis',
  pavadinimas: 'AB „Pavyzdžių bankas“',
  jaKodas: '112233445',
  adresas: address('Vilnius', 'Vilniaus m. sav.', 'Gedimino pr.', '12', 'LT-01103'),
};
const NOTARY = {
  teikejoTipas: 'notaras',
  vardas: 'Rasa',
  pavarde: 'Vaitkienė',
  istaigosPavadinimas: 'Vilniaus miesto 5-asis notarų biuras',
  istaigosAdresas: address('Vilnius', 'Vilniaus m. sav.', 'Gedimino pr.', '20', 'LT-01103'),
};
export const COMPANY_PROVIDER = {
  teikejoTipas: 'kita_institucija',
  vardas: 'Tomas',
  pavarde: 'Kairys',
  pareigos: 'Teisininkas',
  istaigosPavadinimas: 'UAB „Baltijos lizingas“',
  istaigosAdresas: address('Vilnius', 'Vilniaus m. sav.', 'Konstitucijos pr.', '7', 'LT-09308'),
};

type Data = Record<string, unknown>;

/** A contractual pledge of a car: `debtor` pledges it to `creditor`. */
function pledge(today: string, n: number, debtor: Data, creditor: Data, car: { vin: string; nr: string; marke: string }): Data {
  const concluded = addCalendarDays(today, -3);
  const year = Number(today.slice(0, 4));
  return {
    rusys: ['paprastas'],
    dokumentas: { idk: `2026${String(800 + n).padStart(10, '0')}`, registroNr: `${n}-${2400 + n}`, sudarymoData: concluded },
    duomenuTeikejas: NOTARY,
    skolininkai: [debtor],
    kreditoriai: [creditor],
    turtas: [{ turtasID: 't1', rusis: 'ktp', vin: car.vin, valstybinisNr: car.nr, marke: car.marke, verte: 14500 }],
    prievoles: [{ prievoleID: 'p1', pavadinimas: 'Paskola automobiliui įsigyti', dydis: 12000, terminasData: `${year + 4}-${concluded.slice(5)}` }],
    sandoris: { pavadinimas: 'Paskolos sutartis', numeris: `PS-${year}-${40 + n}`, sudarymoData: concluded },
    nustatymas: { ikeitimoTerminas: `${year + 5}-12-31` },
  };
}

/** A contractual mortgage of the citizen's house for a loan from the company. */
function mortgage(today: string): Data {
  const concluded = addCalendarDays(today, -4);
  const year = Number(today.slice(0, 4));
  return {
    rusys: ['paprastas'],
    dokumentas: { idk: '20260000000901', registroNr: '9-2901', sudarymoData: concluded, sudarymoVieta: 'Vilnius' },
    duomenuTeikejas: NOTARY,
    skolininkai: [DEMO_CITIZEN],
    kreditoriai: [DEMO_COMPANY],
    turtas: [{ turtasID: 't1', rusis: 'ntr', unikalusNr: '4400-5512-3017', verte: 210000, aprasymas: 'Gyvenamasis namas Vilniaus g. 5, Pagiriuose' }],
    prievoles: [
      { prievoleID: 'p1', pavadinimas: 'Paskolos sutartis dėl namo rekonstrukcijos', dydis: 80000, terminasData: `${year + 10}-${concluded.slice(5)}` },
    ],
    sandoris: { pavadinimas: 'Paskolos sutartis', numeris: `PS-${year}-090`, sudarymoData: concluded },
    nustatymas: { hipotekosTerminas: `${year + 11}-12-31` },
  };
}

/** A sale with the right of repurchase: the citizen sells a car to the company and may buy it back within a year. */
function repurchase(today: string): Data {
  const concluded = addCalendarDays(today, -5);
  return {
    dokumentas: { idk: '20260000000902', registroNr: '9-2902', sudarymoData: concluded },
    duomenuTeikejas: COMPANY_PROVIDER,
    davejai: [DEMO_CITIZEN],
    gavejai: [DEMO_COMPANY],
    sutartis: { sutartiesNr: `AT-${today.slice(0, 4)}-12`, sutartiesData: concluded, kaina: 9000, atpirkimoTerminas: addCalendarDays(today, 360) },
    dalykai: [{ turtasID: 't1', rusis: 'ktp', vin: 'WVWZZZ1KZ8W000123', valstybinisNr: 'JPT123', marke: 'Volkswagen', verte: 9500 }],
  };
}

/** A lease: the company leases equipment to the citizen for two years. */
function lease(today: string): Data {
  const concluded = addCalendarDays(today, -6);
  return {
    dokumentas: { idk: '20260000000903', registroNr: '9-2903', sudarymoData: concluded },
    duomenuTeikejas: COMPANY_PROVIDER,
    davejai: [DEMO_COMPANY],
    gavejai: [DEMO_CITIZEN],
    sutartis: {
      sutartiesNr: `N-${today.slice(0, 4)}-31`,
      sutartiesData: concluded,
      pradziosData: addCalendarDays(today, -1),
      pabaigosData: addCalendarDays(today, 730),
      nuomaPerMenesi: 320,
    },
    dalykai: [{ turtasID: 't1', rusis: 'kitas', pavadinimas: 'Medienos apdirbimo staklės', identifikatorius: 'MS-2021-118', verte: 24000 }],
  };
}

/** Files, signs, transfers and registers one entry (also used by self-service-changes.ts). */
export async function register(db: Kysely<Database>, now: string, typeId: string, data: Data, provider: SessionUser, registrar: SessionUser): Promise<number> {
  const type = await demoType(typeId);
  const today = registryDate(new Date(now));
  assertValidDemo(type, data, today);
  const engine = seedEngine(db, now, today, [type]);
  const id = await insertDemoDocument(db, type, data, provider, now);
  for (const [who, action] of [
    [provider, 'pasirasyti'],
    [provider, 'perduoti'],
    [registrar, 'iregistruoti'],
  ] as const) {
    const row = (await findDocument(db, id))!;
    await runAction(engine, { user: who, type: type.facts, row, action, expectedVersion: row.version, form: {} });
  }
  return id;
}

export async function seedSelfService(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const seeded = await db
    .selectFrom('document_party')
    .innerJoin('document', 'document.id', 'document_party.document_id')
    .select('document.id')
    .where('document.type_id', '=', 'sutartinis-ikeitimas')
    .where('document_party.code', '=', DEMO_CITIZEN.asmensKodas)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return;
  const [notary, company, registrar] = await Promise.all(['DT_notaras', 'DT_JA', 'RG_STSR_registrat'].map((u) => sessionOf(db, u)));
  const today = registryDate(new Date(ctx.now));
  await register(
    db,
    ctx.now,
    'sutartinis-ikeitimas',
    pledge(today, 1, DEMO_CITIZEN, DEMO_COMPANY, { vin: 'WBA3A5C55CF256985', nr: 'KLM456', marke: 'BMW' }),
    notary,
    registrar,
  );
  await register(db, ctx.now, 'sutartine-hipoteka', mortgage(today), notary, registrar);
  await register(db, ctx.now, 'pardavimas-su-atpirkimo-teise', repurchase(today), company, registrar);
  await register(db, ctx.now, 'nuoma', lease(today), company, registrar);
  await register(
    db,
    ctx.now,
    'sutartinis-ikeitimas',
    pledge(today, 2, OTHER_CITIZEN, BANK, { vin: 'VF1RFB00X57000456', nr: 'RKZ789', marke: 'Renault' }),
    notary,
    registrar,
  );
}
