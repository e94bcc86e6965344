/**
 * Lifecycle effects: work another module does when an item ENTERS a status, inside the
 * transaction of the transition that entered it (e.g. certificate-issue issues a certificate
 * when an order enters `perduotas`). The engine stays generic: it knows no effect by name;
 * modules register theirs with `app.lifecycleEngine.onEnter({ family, status }, effect)`, and
 * the engine runs them for every action that enters the status, whoever runs it (the
 * lifecycle routes, the cart's payment, self-service actions).
 *
 * An effect has two parts:
 * - `prepare` (optional) runs BEFORE the transaction opens, on the item as it is before the
 *   transition: reading other systems or settings there keeps the transaction short, and on
 *   SQLite (one connection) nothing may use the plain handle while a transaction holds it
 *   (an action that is one step of a caller's transaction — self-service — prepares inside it);
 * - `apply` runs INSIDE the transaction after the transition, its snapshot, audit and notices.
 *   If it throws, the whole transition rolls back: nothing of it is written. Side effects
 *   outside the database (files) register their undo with `onRollback`.
 */
import type { Kysely } from 'kysely';
import type { Status } from '../../../src/domain/lifecycle/statuses.js';
import type { Database } from '../../db/schema.js';
import type { AuditOrigin } from '../../lib/audit.js';
import type { Family } from '../items/families.js';
import type { DocumentRow } from '../items/repository.js';

/** What an effect's `apply` gets. */
export interface EffectRun<P> {
  /** the transition's transaction: every read and write of the effect goes through it */
  trx: Kysely<Database>;
  /** the item as it is after the transition (and after earlier effects) */
  row: DocumentRow;
  /** what `prepare` returned (undefined without one) */
  prepared: P;
  /** the transition's instant (ISO) and its day in Lithuania */
  at: string;
  today: string;
  origin: AuditOrigin;
  /** undo of work outside the database, run when the transaction does not commit */
  onRollback(undo: () => Promise<void>): void;
}

export interface EnterEffect<P = unknown> {
  prepare?(row: DocumentRow): Promise<P>;
  apply(run: EffectRun<P>): Promise<void>;
}

export interface EffectKey {
  family: Family;
  status: Status;
}

export interface LifecycleEffects {
  /** Registers an effect run whenever an item of `family` enters `status` through a transition (from another status). */
  onEnter<P>(key: EffectKey, effect: EnterEffect<P>): void;
  /** The effects of entering `status` in `family`, in registration order. */
  entering(family: Family, status: Status): readonly EnterEffect[];
}

const keyOf = (family: Family, status: Status) => `${family}:${status}`;

/** An empty registry (one per application). */
export function createEffects(): LifecycleEffects {
  const byKey = new Map<string, EnterEffect[]>();
  return {
    onEnter(key, effect) {
      const list = byKey.get(keyOf(key.family, key.status)) ?? [];
      list.push(effect as EnterEffect);
      byKey.set(keyOf(key.family, key.status), list);
    },
    entering: (family, status) => byKey.get(keyOf(family, status)) ?? [],
  };
}

/**
 * The registry of code that runs without the application (the demo seed runs before any
 * module could register an effect): no effects.
 */
export const NO_EFFECTS: LifecycleEffects = {
  onEnter: () => {
    throw new Error('NO_EFFECTS takes no effect');
  },
  entering: () => [],
};
