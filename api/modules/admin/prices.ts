/**
 * The price list on /admin/parametrai (contracts: src/domain/contracts/prices.ts): the fees
 * live in the cart's table `service_price` (one row per priced type, read on every use by
 * api/modules/cart/prices.ts, so a change holds at once in every process); the administrator
 * changes a fee, or switches it off and on with a reason (decision 0133), here, each audited
 * with before and after. The fees stay a table, not system parameters: they are per catalogue
 * type with a currency, and a switched-on row decides whether the type has a payment step.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { listPrices, setPrice, switchPrice } from '../../../src/domain/contracts/prices.js';
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { Database } from '../../db/schema.js';
import { originOf, writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';

const parameters = { feature: 'adminParameters' } as const;
const COLUMNS = ['type_id', 'amount_cents', 'currency', 'updated_at', 'enabled', 'switch_reason', 'switched_at'] as const;

type PriceView = ResponseOf<typeof listPrices>['items'][number];
type Change = Partial<{ amount_cents: number; enabled: number; switch_reason: string; switched_at: string; switched_by: number }>;

const prices = (db: Kysely<Database>) => db.selectFrom('service_price').select(COLUMNS);
const asPrice = (r: Awaited<ReturnType<ReturnType<typeof prices>['executeTakeFirstOrThrow']>>): PriceView => ({
  ...r,
  amount_cents: Number(r.amount_cents),
  enabled: Number(r.enabled) === 1,
});

export default async function pricesRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  /** 1. the row (404 without a fee) → 2. the change → 3. the audit (what changed, before and after), one transaction. */
  const change = (typeId: string, admin: SessionUser, origin: AuditOrigin, action: string, next: (at: string) => Change, reason?: string) => {
    const at = app.clock.now().toISOString();
    return db.transaction().execute(async (trx) => {
      const before = await prices(trx).where('type_id', '=', typeId).executeTakeFirst();
      if (!before) throw notFound('errors.price_not_found');
      const set = next(at);
      await trx
        .updateTable('service_price')
        .set({ ...set, updated_at: at })
        .where('type_id', '=', typeId)
        .execute();
      const after = asPrice(await prices(trx).where('type_id', '=', typeId).executeTakeFirstOrThrow());
      const was = asPrice(before);
      const fields = (['amount_cents', 'enabled'] as const).filter((k) => k in set);
      await writeAudit(trx, at, origin, {
        action,
        actorId: admin.userId,
        actorName: admin.username,
        objectType: 'service_price',
        objectId: typeId,
        details: {
          before: Object.fromEntries(fields.map((k) => [k, was[k]])),
          after: Object.fromEntries(fields.map((k) => [k, after[k]])),
          ...(reason === undefined ? {} : { reason }),
        },
      });
      return after;
    });
  };

  contractRoute(app, listPrices, { access: parameters, handler: async () => ({ items: (await prices(db).orderBy('type_id').execute()).map(asPrice) }) });

  contractRoute(app, setPrice, {
    access: parameters,
    handler: async (request) =>
      change(request.params.typeId, request.user, originOf(request), 'admin.price_changed', () => ({ amount_cents: request.body.amount_cents })),
  });

  contractRoute(app, switchPrice, {
    access: parameters,
    handler: async (request) => {
      const reason = request.body.reason.trim();
      return change(
        request.params.typeId,
        request.user,
        originOf(request),
        'admin.price_switched',
        (at) => ({ enabled: request.body.enabled ? 1 : 0, switch_reason: reason, switched_at: at, switched_by: request.user.userId }),
        reason,
      );
    },
  });
}
