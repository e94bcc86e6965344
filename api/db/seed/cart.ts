/**
 * Demo data of the cart (api/modules/cart): the price list — the agricultural and forest land
 * certificates have a fee (demo figures, not an official tariff); the land plot plan's fee is
 * switched off, so it and all requests are free — and one forest land certificate order of the demo citizen Jonas
 * Petraitis (EL_FA) waiting for payment (as if he had signed and transferred it), so his
 * cart (/krepselis/pazyma-misku-ukio/<id>) shows Pay. Idempotent: prices are upserted by
 * type; the order is added only while he has no forest land certificate order.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { seedCitizenOrder } from './citizen-order.js';
import type { SeedContext } from './index.js';

/** type id → fee in euro cents */
export const DEMO_PRICES: Record<string, number> = {
  'pazyma-zemes-ukio': 348,
  'pazyma-misku-ukio': 348,
  // the register's search services (api/modules/extracts/kinds.ts): an extract and the paid search kinds
  israsas: 420,
  'paieska-juridinis': 150,
  'paieska-fizinis': 150,
  'paieska-turtas': 150,
};

/** A listed fee switched off by an administrator, with the reason: the type is free while it is off. */
export const SWITCHED_OFF_FEE = { type_id: 'pazyma-zemes-sklypas', amount_cents: 250, switch_reason: 'Sklypo planas kol kas išduodamas nemokamai' };

const JONAS = '38703181745';
const ORDER_TYPE = 'pazyma-misku-ukio';
const ORDER_DATA = {
  pareiskejas: { asmensTipas: 'fizinis', vardas: 'Jonas', pavarde: 'Petraitis', asmensKodas: JONAS, elPastas: 'jonas.petraitis@pastas.example' },
  tikslas: { pateikimoVieta: 'bankas' },
};

export async function seedCart(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  for (const [type_id, amount_cents] of Object.entries(DEMO_PRICES)) {
    await db
      .insertInto('service_price')
      .values({ type_id, amount_cents, currency: 'EUR', updated_at: ctx.now })
      .onConflict((oc) => oc.column('type_id').doNothing())
      .execute();
  }
  // a fee switched off (decision 0133): the land plot plan stays free while its listed fee is off
  await db
    .insertInto('service_price')
    .values({ ...SWITCHED_OFF_FEE, currency: 'EUR', updated_at: ctx.now, enabled: 0, switched_at: ctx.now })
    .onConflict((oc) => oc.column('type_id').doNothing())
    .execute();

  const jonas = await db.selectFrom('app_user').select('id').where('username', '=', 'EL_FA').executeTakeFirst();
  if (!jonas) return;
  const has = await db.selectFrom('document').select('id').where('type_id', '=', ORDER_TYPE).where('owner_person_code', '=', JONAS).limit(1).executeTakeFirst();
  if (has) return;
  // as if he had signed and transferred it: a priced type waits for payment
  await seedCitizenOrder(db, ctx, { typeId: ORDER_TYPE, data: ORDER_DATA, userId: Number(jonas.id), personCode: JONAS, transferTo: 'laukia_apmokejimo' });
}
