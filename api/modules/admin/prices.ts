/**
 * The price list on /admin/parametrai (contracts: src/domain/contracts/prices.ts): the fees
 * live in the cart's table `service_price` (one row per priced type, read on every use by
 * api/modules/cart/prices.ts, so a change holds at once in every process); the administrator
 * changes a fee here, audited with before and after. The fees stay a table, not system
 * parameters: they are per catalogue type with a currency, and a row's presence decides
 * whether the type has a payment step.
 */
import type { FastifyInstance } from 'fastify';
import { listPrices, setPrice } from '../../../src/domain/contracts/prices.js';
import { originOf, writeAudit } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';

const parameters = { feature: 'adminParameters' } as const;

export default async function pricesRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const rows = () => db.selectFrom('service_price').select(['type_id', 'amount_cents', 'currency', 'updated_at']).orderBy('type_id').execute();
  const asPrice = (r: Awaited<ReturnType<typeof rows>>[number]) => ({ ...r, amount_cents: Number(r.amount_cents) });

  contractRoute(app, listPrices, { access: parameters, handler: async () => ({ items: (await rows()).map(asPrice) }) });

  contractRoute(app, setPrice, {
    access: parameters,
    handler: async (request) => {
      const { typeId } = request.params;
      const at = app.clock.now().toISOString();
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('service_price').select(['amount_cents', 'currency']).where('type_id', '=', typeId).executeTakeFirst();
        if (!before) throw notFound('errors.price_not_found');
        await trx.updateTable('service_price').set({ amount_cents: request.body.amount_cents, updated_at: at }).where('type_id', '=', typeId).execute();
        await writeAudit(trx, at, originOf(request), {
          action: 'admin.price_changed',
          actorId: request.user.userId,
          actorName: request.user.username,
          objectType: 'service_price',
          objectId: typeId,
          details: { before: { amount_cents: Number(before.amount_cents) }, after: { amount_cents: request.body.amount_cents } },
        });
        const after = await trx
          .selectFrom('service_price')
          .select(['type_id', 'amount_cents', 'currency', 'updated_at'])
          .where('type_id', '=', typeId)
          .executeTakeFirstOrThrow();
        return asPrice(after);
      });
    },
  });
}
