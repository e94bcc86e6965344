/**
 * Demo requests on legal facts (NTR), so the first `npm start` shows them working: for the
 * demo citizen Jonas Petraitis (EL_FA) a registered family property (which lets him file its
 * deregistration or transfer), a lease contract transferred and waiting in the registrars'
 * ntr-gaunami journal, a loan-for-use contract returned for correction with the registrar's
 * reason, and a draft; a joint spousal property registration the demo notary filed on a
 * client's behalf (waiting in ntr-gaunami, listed in the notary's prasymai tab); notices of
 * the decided ones. Also the stand-in rows of the foreign legal-entity register
 * (api/modules/requests/legal-entities.ts). Built with the code the API runs (items
 * repository, lifecycle engine, local signer, notices), validated by each type's precompiled
 * validator at the seed's "now". Idempotent: nothing is added once any request exists.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays, addWorkingDays } from '../../../src/domain/calendar/working-days.js';
import type { Action } from '../../../src/domain/lifecycle/statuses.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import type { SessionUser } from '../../plugins/access.js';
import { findDocument } from '../../modules/items/repository.js';
import { runAction } from '../../modules/lifecycle/engine.js';
import type { Database } from '../schema.js';
import { sessionOf } from './documents.js';
import { assertValidDemo, demoType, insertDemoDocument, seedEngine, type DemoType } from './demo-document.js';
import type { SeedContext } from './index.js';

/** The foreign legal-entity register's stand-in rows (codes stored normalised: no spaces, upper case). */
export const DEMO_FOREIGN_ENTITIES = [
  { country: 'DE', code: 'HRB12345', name: 'Beispiel Immobilien GmbH', address: 'Friedrichstraße 100, 10117 Berlin' },
  { country: 'LV', code: '40003000001', name: 'SIA „Paraugs“', address: 'Brīvības iela 1, Rīga, LV-1010' },
  { country: 'PL', code: '0000123456', name: 'Przykład Nieruchomości Sp. z o.o.', address: 'ul. Marszałkowska 1, 00-001 Warszawa' },
  { country: 'EE', code: '10000001', name: 'Näidis Kinnisvara OÜ', address: 'Narva mnt 1, 10117 Tallinn' },
];

const JONAS = { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: '38703181745' };
const ONA = { asmensTipas: 'fizinis', vardas: 'Ona', pavarde: 'Petraitienė', asmensKodas: '47905032313' };
const TOMAS = { asmensTipas: 'fizinis', vardas: 'Tomas', pavarde: 'Kairys', asmensKodas: '39107144560' };
const RUTA = { asmensTipas: 'fizinis', vardas: 'Rūta', pavarde: 'Kazlauskienė', asmensKodas: '49206111231' };
const MINDAUGAS = { asmensTipas: 'fizinis', vardas: 'Mindaugas', pavarde: 'Kazlauskas', asmensKodas: '38805121237' };
const HOUSE = { objektoID: '1', unikalusNr: '4400-5512-3017' };
const FLAT = { objektoID: '1', unikalusNr: '1098-8012-4017:0014' };

type Who = 'citizen' | 'notary' | 'registrar';

interface DemoRequest {
  typeId: string;
  owner: Exclude<Who, 'registrar'>;
  data: (today: string) => Record<string, unknown>;
  steps: [who: Who, action: Action, form?: (today: string) => Record<string, unknown>][];
}

const SUBMIT: DemoRequest['steps'] = [
  ['citizen', 'pasirasyti'],
  ['citizen', 'perduoti'],
];

/**
 * Jonas lets (with `rent` a month) or lends (no rent) his house to `taker`: a contract signed
 * `signedAgo` days ago, starting in `startsIn` days.
 */
function houseContract(
  typeId: string,
  taker: typeof TOMAS,
  c: { signedAgo: number; startsIn: number; rent?: number; title: string },
  steps: DemoRequest['steps'],
): DemoRequest {
  const data = (today: string): Record<string, unknown> => {
    const signed = addCalendarDays(today, -c.signedAgo);
    const sutartis: Record<string, unknown> = { sutartiesData: signed, pradziosData: addCalendarDays(today, c.startsIn) };
    if (c.rent !== undefined) sutartis.nuomaPerMenesi = c.rent;
    return { pareiskejas: JONAS, davejai: [JONAS], gavejai: [taker], objektai: [HOUSE], sutartis, dokumentas: { pavadinimas: c.title, data: signed } };
  };
  return { typeId, owner: 'citizen', data, steps };
}

const DEMO_REQUESTS: DemoRequest[] = [
  {
    typeId: 'seimos-turtas-iregistravimas',
    owner: 'citizen',
    data: (today) => ({
      pareiskejas: JONAS,
      sutuoktiniai: [ONA],
      objektai: [HOUSE],
      dokumentas: { pavadinimas: 'Vedybų sutartis', data: addCalendarDays(today, -40) },
    }),
    steps: [...SUBMIT, ['registrar', 'iregistruoti']],
  },
  houseContract('nuomos-sutartis-sudarymas', TOMAS, { signedAgo: 3, startsIn: 10, rent: 650, title: 'Gyvenamojo namo nuomos sutartis' }, SUBMIT),
  houseContract('panaudos-sutartis-sudarymas', RUTA, { signedAgo: 5, startsIn: 14, title: 'Panaudos sutartis' }, [
    ...SUBMIT,
    [
      'registrar',
      'grazinti',
      (today) => ({
        terminas: addWorkingDays(today, 5),
        priezastis: 'Nepridėta panaudos sutarties kopija',
        aprasymas: 'Prašyme nurodyta panaudos sutartis, tačiau jos kopija nepridėta prie prašymo.',
        sprendimoMotyvai: 'Juridinis faktas registruojamas tik pagal jį patvirtinantį dokumentą.',
        teisesAktai: 'Lietuvos Respublikos nekilnojamojo turto registro įstatymo 22 straipsnis',
      }),
    ],
  ]),
  houseContract('nuomos-sutartis-sudarymas', RUTA, { signedAgo: 1, startsIn: 30, rent: 700, title: 'Nuomos sutartis' }, []),
  {
    typeId: 'bendra-nuosavybe-iregistravimas',
    owner: 'notary',
    data: (today) => ({
      pareiskejas: RUTA,
      sutuoktiniai: [MINDAUGAS],
      objektai: [FLAT],
      dokumentas: { pavadinimas: 'Santuokos liudijimas', data: addCalendarDays(today, -10) },
    }),
    steps: [
      ['notary', 'pasirasyti'],
      ['notary', 'perduoti'],
    ],
  },
];

/** The portal session of a demo citizen (natural person: no office, no company). */
async function portalSessionOf(db: Kysely<Database>, username: string): Promise<SessionUser> {
  return { ...(await sessionOf(db, username)), face: 'portal', officeId: null, companyCode: null };
}

async function seedForeignEntities(db: Kysely<Database>): Promise<void> {
  const present = await db.selectFrom('foreign_legal_entity').select('code').limit(1).executeTakeFirst();
  if (!present) await db.insertInto('foreign_legal_entity').values(DEMO_FOREIGN_ENTITIES).execute();
}

export async function seedRequests(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  await seedForeignEntities(db);
  const existing = await db.selectFrom('document').select('id').where('family', '=', 'requests').limit(1).executeTakeFirst();
  if (existing) return;

  const sessions: Record<Who, SessionUser> = {
    citizen: await portalSessionOf(db, 'EL_FA'),
    notary: await sessionOf(db, 'DT_notaras'),
    registrar: await sessionOf(db, 'RG_NTR_registrat'),
  };
  const today = registryDate(new Date(ctx.now));
  const types = new Map<string, DemoType>();
  for (const { typeId } of DEMO_REQUESTS) if (!types.has(typeId)) types.set(typeId, await demoType(typeId));
  const engine = seedEngine(db, ctx.now, today, [...types.values()]);

  for (const demo of DEMO_REQUESTS) {
    const type = types.get(demo.typeId)!;
    const data = demo.data(today);
    assertValidDemo(type, data, today);
    const id = await insertDemoDocument(db, type, data, sessions[demo.owner], ctx.now);
    for (const [who, action, form] of demo.steps) {
      const row = (await findDocument(db, id))!;
      await runAction(engine, { user: sessions[who], type: type.facts, row, action, expectedVersion: row.version, form: form ? form(today) : {} });
    }
  }
}
