/**
 * Demo data of the certificates (api/modules/certificate-issue): land plots in the local
 * stand-in of the cadastre for the demo citizens and company, and two orders of the demo
 * citizen Jonas Petraitis (EL_FA): a land plot plan order in preparation (a draft) and an
 * agricultural land certificate already transferred — the system issues it (number and PDF)
 * the first time he opens his documents (or at the next sweep), exactly as it issues any
 * transferred order. Orders are validated by the type's precompiled validator.
 * Idempotent: plots are keyed by unique number; orders are added only while he has none.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { seedCitizenOrder } from './citizen-order.js';
import type { SeedContext } from './index.js';

const JONAS = '38703181745';
const NEMUNO_PREKYBA = '304512345';
const RUTA = '49206111231';

type Plot = [
  owner: string,
  unique: string,
  cadastral: string,
  municipality: string,
  address: string,
  areaM2: number,
  purpose: 'zemes_ukio' | 'misku_ukio' | 'kita',
  share: string,
  registeredOn: string,
];

/** Demo land plots (numbers and places invented; formats as the cadastre writes them). */
export const DEMO_PLOTS: Plot[] = [
  [JONAS, '4400-1001-0011', '5260/0003:11', 'Kėdainių r. sav.', 'Šėtos sen., Ąžuolų k., Ąžuolų g. 4', 48_500, 'zemes_ukio', '1/1', '2014-05-12'],
  [JONAS, '4400-1001-0012', '5260/0003:12', 'Kėdainių r. sav.', 'Šėtos sen., Ąžuolų k.', 120_300, 'zemes_ukio', '1/1', '2014-05-12'],
  [JONAS, '4400-1001-0013', '5260/0004:7', 'Kėdainių r. sav.', 'Šėtos sen., Pašušvio k.', 35_750, 'zemes_ukio', '1/2', '2019-09-30'],
  [JONAS, '4400-2002-0021', '4145/0007:21', 'Ukmergės r. sav.', 'Želvos sen., Girelės k.', 210_000, 'misku_ukio', '1/1', '2016-03-18'],
  [JONAS, '4400-2002-0022', '4145/0007:22', 'Ukmergės r. sav.', 'Želvos sen., Girelės k.', 64_200, 'misku_ukio', '1/1', '2016-03-18'],
  [JONAS, '4400-3003-0031', '0101/0025:310', 'Vilniaus r. sav.', 'Pagiriai, Vilniaus g. 5', 1_200, 'kita', '1/1', '2011-07-04'],
  [NEMUNO_PREKYBA, '4400-4004-0041', '1901/0012:41', 'Kauno r. sav.', 'Karmėlavos sen., Biruliškių k.', 305_000, 'zemes_ukio', '1/1', '2020-02-11'],
  [NEMUNO_PREKYBA, '4400-4004-0042', '1901/0012:42', 'Kauno r. sav.', 'Karmėlavos sen., Biruliškių k.', 98_400, 'misku_ukio', '1/1', '2020-02-11'],
  [RUTA, '4400-5005-0051', '6215/0002:51', 'Molėtų r. sav.', 'Alantos sen., Ąžuolų Būdos k.', 27_600, 'zemes_ukio', '1/1', '2022-06-01'],
];

const APPLICANT = { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: JONAS, elPastas: 'jonas.petraitis@pastas.example' };

const ORDERS: { type: string; status: 'rengiamas' | 'perduotas'; data: Record<string, unknown> }[] = [
  {
    type: 'pazyma-zemes-ukio',
    status: 'perduotas',
    data: { pareiskejas: APPLICANT, tikslas: { pateikimoVieta: 'valstybes_institucija', institucija: 'Nacionalinė mokėjimo agentūra' } },
  },
  {
    type: 'pazyma-zemes-sklypas',
    status: 'rengiamas',
    data: { pareiskejas: APPLICANT, sklypai: [{ unikalusNr: '4400-1001-0011', kadastroNr: '5260/0003:11' }], tikslas: { pateikimoVieta: 'notaras' } },
  },
];

export async function seedCertificates(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  await db
    .insertInto('land_plot')
    .values(
      DEMO_PLOTS.map(([owner_code, unique_number, cadastral_number, municipality, address, area_m2, purpose, share, registered_on]) => ({
        owner_code,
        unique_number,
        cadastral_number,
        municipality,
        address,
        area_m2,
        purpose,
        share,
        registered_on,
      })),
    )
    .onConflict((oc) => oc.column('unique_number').doNothing())
    .execute();

  const jonas = await db.selectFrom('app_user').select('id').where('username', '=', 'EL_FA').executeTakeFirst();
  if (!jonas) return;
  const has = await db
    .selectFrom('document')
    .select('id')
    .where('family', '=', 'certificates')
    .where('owner_person_code', '=', JONAS)
    .limit(1)
    .executeTakeFirst();
  if (has) return;
  for (const order of ORDERS) {
    const transferTo = order.status === 'perduotas' ? order.status : undefined;
    await seedCitizenOrder(db, ctx, { typeId: order.type, data: order.data, userId: Number(jonas.id), personCode: JONAS, transferTo });
  }
}
