/**
 * Automatic deregistration: a registered contract whose term has ended is deregistered by the
 * system (iregistruotas → nutrauktas) unless a party asked not to deregister it automatically
 * (`neisregistruoti-automatiskai`) — the rule is `autoDeregistrationDue` in policy.ts. Run by
 * the self-service sweep (service.ts, every LIFECYCLE_SWEEP_MINUTES). Each entry moves in its
 * own transaction through the lifecycle's conditional transition (status and version must be
 * what was read, so of two processes exactly one moves it), with the lifecycle's version
 * snapshot, an audit event and a notice to every party — like the lifecycle's own system
 * transition, the correction-deadline expiry (api/modules/lifecycle/expiry.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SYSTEM_ORIGIN, writeAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import { snapshot, transition, type DocumentRow } from '../items/repository.js';
import { endDateOf, factsOf } from './facts.js';
import type { SelfServiceTypes } from './kinds.js';
import { notifyOtherParties } from './notify.js';
import { autoDeregistrationDue } from './policy.js';
import * as repo from './repository.js';

/** The transition's name in version snapshots, audit events (`lifecycle.<name>`) and notices' content. */
export const AUTO_DEREGISTRATION = 'automatinis_isregistravimas';
/** notice.kind (at most 20 characters) of the notice to the parties */
export const AUTO_DEREGISTRATION_NOTICE = 'auto_isregistravimas';
/** Who did it, as notices and snapshots name the actor. */
export const SYSTEM_ACTOR = { userId: null, name: 'Registro informacinė sistema' } as const;

/** Deregisters one due entry; false when another process (or a user) moved it first. */
async function deregister(db: Kysely<Database>, row: DocumentRow, endDate: string, at: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const moved = await transition(trx, { id: row.id, from: 'iregistruotas', to: 'nutrauktas', version: row.version, change: { status_changed_at: at } });
    if (!moved) return false;
    const after = await snapshot(trx, row.id, AUTO_DEREGISTRATION, { id: null, name: SYSTEM_ACTOR.name });
    await writeAudit(trx, at, SYSTEM_ORIGIN, {
      action: `lifecycle.${AUTO_DEREGISTRATION}`,
      objectType: 'document',
      objectId: row.id,
      fromState: 'iregistruotas',
      toState: 'nutrauktas',
      reason: 'lifecycle.reasons.termEnded',
      details: { endDate, registryNumber: row.registry_number },
    });
    await notifyOtherParties(trx, {
      row: after,
      actor: SYSTEM_ACTOR,
      key: null,
      roles: null,
      kind: AUTO_DEREGISTRATION_NOTICE,
      action: AUTO_DEREGISTRATION,
      at,
    });
    return true;
  });
}

/**
 * Deregisters every due contract (the types kinds.ts finds of kind `contract`), in batches by id.
 * @returns how many this call deregistered
 */
export async function sweepAutoDeregistration(db: Kysely<Database>, kinds: SelfServiceTypes, at: string, today: string, batch = 200): Promise<number> {
  let total = 0;
  let after = 0;
  const contracts = kinds.typesOf('contract');
  if (contracts.length === 0) return 0;
  for (;;) {
    const rows = await repo.registeredEntriesAfter(db, contracts, after, batch);
    if (rows.length === 0) return total;
    after = rows[rows.length - 1].id;
    const facts = await repo.activeFacts(
      db,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const endDate = endDateOf(row, kinds.traitsOf(row.type_id)!);
      const due = autoDeregistrationDue({ kind: 'contract', status: row.status, endDate, today, facts: factsOf(facts, row.id).active });
      if (due && (await deregister(db, row, endDate!, at))) total++;
    }
    if (rows.length < batch) return total;
  }
}
