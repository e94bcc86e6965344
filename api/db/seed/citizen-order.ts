/**
 * One demo certificate order of a portal citizen, as the seeds of certificates and the cart
 * add it: checked against its type's schema (a demo order that no longer fits its schema
 * stops the seed), created in `rengiamas` with its audit event and, when `transferTo` is
 * given, moved on as if the citizen had signed and transferred it.
 */
import type { Kysely } from 'kysely';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index.js';
import { rootValidator, validateData } from '../../../src/domain/schema/precompiled.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { SYSTEM_ORIGIN, writeAudit } from '../../lib/audit.js';
import { insertDocument } from '../../modules/items/repository.js';
import { schemaVersionOf } from '../../modules/items/schema-version.js';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

export interface CitizenOrder {
  typeId: string;
  data: Record<string, unknown>;
  /** the citizen's user id and personal code */
  userId: number;
  personCode: string;
  /** a priced type waits for payment; a free one is transferred (its issuing is the system's, not the seed's) */
  transferTo?: 'laukia_apmokejimo' | 'perduotas';
}

/** Adds the order; returns its document id. */
export async function seedCitizenOrder(db: Kysely<Database>, ctx: SeedContext, order: CitizenOrder): Promise<number> {
  const module = await PRECOMPILED[order.typeId]();
  const errors = validateData(rootValidator(module), order.data, { today: registryDate(new Date(ctx.now)) });
  if (errors.length > 0) throw new Error(`demo ${order.typeId} order is invalid: ${JSON.stringify(errors)}`);
  const id = await insertDocument(db, {
    family: 'certificates',
    typeId: order.typeId,
    status: 'rengiamas',
    schemaVersion: schemaVersionOf(module.schema),
    data: order.data,
    owner: { face: 'portal', userId: order.userId, officeId: null, personCode: order.personCode, companyCode: null },
    at: ctx.now,
    needsNotaryApproval: false,
  });
  await writeAudit(db, ctx.now, SYSTEM_ORIGIN, {
    action: 'document.create',
    objectType: 'document',
    objectId: id,
    details: { type: order.typeId, status: 'rengiamas', seed: true },
  });
  if (order.transferTo) {
    const transferred = order.transferTo === 'perduotas' ? { transferred_at: ctx.now } : {};
    await db
      .updateTable('document')
      .set({ status: order.transferTo, version: 2, status_changed_at: ctx.now, ...transferred })
      .where('id', '=', id)
      .execute();
    await writeAudit(db, ctx.now, SYSTEM_ORIGIN, {
      action: 'lifecycle.perduoti',
      objectType: 'document',
      objectId: id,
      fromState: 'rengiamas',
      toState: order.transferTo,
      details: { seed: true },
    });
  }
  return id;
}
