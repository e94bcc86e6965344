/**
 * The lifecycle service (app.lifecycle): status actions on documents through the one state
 * machine (src/domain/lifecycle), the registrui view, the history, signatures, change and
 * termination notices, and the expiry of returned documents (lazy on read, plus a periodic
 * sweep every `sweepMinutes`). The rules are in engine.ts, checks.ts, changes.ts and
 * expiry.ts; this file finds the document, establishes who the user is for it, and wires the
 * application's catalogue, signer, clock and the effects other modules register
 * (`onEnter`, effects.ts) in.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { allowedActions, type Lifecycle } from '../../../src/domain/lifecycle/machine.js';
import type { ChangeKind } from '../../../src/domain/lifecycle/notice-kinds.js';
import type { Action, Status } from '../../../src/domain/lifecycle/statuses.js';
import type { FieldError } from '../../../src/domain/schema/field-errors.js';
import type { AuditOrigin } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { priceOf } from '../cart/prices.js';
import { actorFor, mayCreate, mayEdit, mayView, situationOf, type TypeFacts } from '../documents/policy.js';
import { FAMILIES, FAMILY_FACTS, familyOfRow, type Family } from '../documents/families.js';
import { findDocument, type DocumentRow } from '../documents/repository.js';
import { ITEM_MESSAGES } from '../locks/item-access.js';
import { activeContainer, checkSignature, signingStateOf, type SigningState } from '../signing/signing.js';
import { createChangeNotice, updateChangeBasis, type ChangeBasis } from './changes.js';
import { errorsCheck, type ErrorsCheck } from './checks.js';
import { createEffects, type EffectKey, type EnterEffect } from './effects.js';
import { runAction, type ActionRequest } from './engine.js';
import { refreshed, sweepExpired } from './expiry.js';
import { everyMinutes } from '../../lib/periodic.js';
import { versionOf } from './repository.js';
import { entryRegistryNumber, signedContentOf } from './signed-content.js';
import { checksSomething, historyOf, lifecycleView, type LifecycleView } from './view.js';

export interface ActionResult {
  id: number;
  status: Status;
  version: number;
  allowedActions: Action[];
  /** warnings of the errors check */
  issues: FieldError[];
  registryNumber: string | null;
  signing: SigningState | null;
}

export interface ActOptions {
  /** the caller's own write in the action's transaction (the cart's payment row): both or neither */
  withTransition?: ActionRequest['withTransition'];
}

export interface LifecycleService {
  act(user: SessionUser, id: number, action: Action, version: number, form: Record<string, unknown>, origin: AuditOrigin, options?: ActOptions): Promise<ActionResult>;
  /**
   * Registers an effect run inside the transaction of every transition by which an item of
   * `key.family` enters `key.status` (one registry for all families; effects.ts).
   */
  onEnter<P>(key: EffectKey, effect: EnterEffect<P>): void;
  view(user: SessionUser, id: number): Promise<LifecycleView>;
  history(user: SessionUser, id: number): Promise<Awaited<ReturnType<typeof historyOf>>>;
  version(user: SessionUser, id: number, version: number): Promise<Record<string, unknown>>;
  signature(user: SessionUser, id: number): Promise<{ signing: LifecycleView['signing'] }>;
  container(user: SessionUser, id: number): Promise<Buffer>;
  createChange(user: SessionUser, entryId: number, kind: ChangeKind, basis: ChangeBasis, origin: AuditOrigin): Promise<{ id: number; version: number }>;
  updateBasis(user: SessionUser, id: number, version: number, basis: ChangeBasis, origin: AuditOrigin): Promise<{ id: number; version: number }>;
  /** the row after a due expiry (grazintas past its correction deadline → nepatikslintas) */
  refreshed(row: DocumentRow): Promise<DocumentRow>;
  /** expires every due returned document; how many it expired */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the documents family's lifecycle (= lifecycles.documents) */
    lifecycle: LifecycleService;
    /** the same service per catalogue family: items of other families are 404 for it */
    lifecycles: Record<Family, LifecycleService>;
  }
}

export interface LifecycleOptions {
  /** minutes between expiry sweeps; 0 = no sweep timer (lazy evaluation still runs) */
  sweepMinutes?: number;
}

export default fp(
  async function lifecycleService(app: FastifyInstance, opts: LifecycleOptions) {
    const db = app.db.kysely;
    const at = () => app.clock.now().toISOString();
    const today = () => registryDate(app.clock.now());
    const effects = createEffects();
    const check: ErrorsCheck = errorsCheck(db, {
      validate: (typeId, data, day) => app.catalog.validate(typeId, data, { today: day }),
      business: (typeId, data, user, day) => app.catalog.runBusinessChecks(typeId, data, { user, today: day }),
    });

    /** The service of one family (items of other families are 404 for it). */
    const forFamily = (family: Family): LifecycleService => {
      const { kind, signingType, notFoundKey } = FAMILY_FACTS[family];

      function factsOf(row: DocumentRow): TypeFacts {
        const type = app.catalog.get(row.type_id);
        if (!type || type.family !== family) throw notFound(notFoundKey);
        return {
          family: type.family,
          lifecycle: type.lifecycle as Lifecycle,
          createRoles: type.createRoles,
        };
      }

      /** The item as the user may see it now (404 when they may not), expired if due. */
      async function visible(user: SessionUser, id: number): Promise<{ row: DocumentRow; type: TypeFacts }> {
        const found = await findDocument(db, id);
        if (!found || familyOfRow(found) !== family || !mayView(user, found)) throw notFound(notFoundKey);
        const row = await refreshed(db, found, at(), today());
        // the fee decides whether perduoti leads to laukia_apmokejimo (api/modules/cart)
        const price = await priceOf(db, row.type_id);
        return { row, type: { ...factsOf(row), price: price?.amountCents ?? null } };
      }

      async function signingOf(row: DocumentRow): Promise<LifecycleView['signing']> {
        const state = await signingStateOf(db, signingType, row.id);
        if (!state) return null;
        const current = await checkSignature(db, app.signing.provider, {
          type: signingType,
          itemId: row.id,
          content: await signedContentOf(db, row),
        });
        return {
          ...state,
          coversCurrentData: current.ok && current.state.transactionId === state.transactionId,
        };
      }

      return {
        async act(user, id, action, version, form, origin, options = {}) {
          const { row, type } = await visible(user, id);
          // someone else's lock (they are working on it) makes the item read-only: 409 errors.<kind>_locked
          await app.locks.assertNotLockedByOther(kind, id, user);
          const outcome = await runAction(
            {
              db,
              signer: app.signing.provider,
              check,
              origin,
              at: at(),
              today: today(),
              effects,
            },
            { user, type, row, action, expectedVersion: version, form, withTransition: options.withTransition },
          );
          return {
            id,
            status: outcome.row.status as Status,
            version: outcome.row.version,
            allowedActions: allowedActions(actorFor(user, outcome.row, type), situationOf(outcome.row, type)),
            issues: outcome.issues,
            registryNumber: outcome.row.registry_number,
            signing: outcome.signing,
          };
        },

        async view(user, id) {
          const { row, type } = await visible(user, id);
          const actor = actorFor(user, row, type);
          const situation = situationOf(row, type);
          return lifecycleView(row, {
            actor,
            situation,
            today: today(),
            entryRegistryNumber: await entryRegistryNumber(db, row),
            checks: checksSomething(actor, situation) ? await check(row, user, today()) : [],
            signing: await signingOf(row),
          });
        },

        async history(user, id) {
          const { row } = await visible(user, id);
          return historyOf(db, row, await entryRegistryNumber(db, row));
        },

        async version(user, id, version) {
          const { row } = await visible(user, id);
          const v = await versionOf(db, row.id, version);
          if (!v) throw notFound('errors.version_not_found');
          return {
            id: row.id,
            version: Number(v.version),
            status: v.status,
            action: v.action,
            schemaVersion: v.schema_version,
            registryNumber: v.registry_number,
            registered: row.registered_version !== null && Number(v.version) === Number(row.registered_version),
            at: v.at,
            actorName: v.actor_name,
            data: JSON.parse(v.data) as unknown,
          };
        },

        async signature(user, id) {
          const { row } = await visible(user, id);
          return { signing: await signingOf(row) };
        },

        async container(user, id) {
          const { row } = await visible(user, id);
          const container = await activeContainer(db, signingType, row.id);
          if (!container) throw notFound('errors.signature_not_found');
          return container;
        },

        async createChange(user, entryId, kind, basis, origin) {
          const { row, type } = await visible(user, entryId);
          if (!mayCreate(user, type)) throw forbidden('errors.type_not_allowed');
          return createChangeNotice({ db, at: at(), today: today(), origin }, user, row, type, kind, basis);
        },

        async updateBasis(user, id, version, basis, origin) {
          const { row, type } = await visible(user, id);
          const actor = actorFor(user, row, type);
          if (!actor.isProvider) throw forbidden(ITEM_MESSAGES[kind].readOnly);
          if (row.notice_kind === 'pirminis') throw conflict('errors.not_a_change_notice');
          if (!mayEdit(actor, row)) throw conflict(ITEM_MESSAGES[kind].notEditable);
          await app.locks.assertNotLockedByOther(kind, id, user);
          return updateChangeBasis({ db, at: at(), today: today(), origin }, user, row, version, basis);
        },

        onEnter: (key, effect) => effects.onEnter(key, effect),
        refreshed: (row) => refreshed(db, row, at(), today()),
        sweep: () => sweepExpired(db, at(), today()),
      };
    };

    const lifecycles = Object.fromEntries(FAMILIES.map((family) => [family, forFamily(family)])) as Record<Family, LifecycleService>;
    app.decorate('lifecycles', lifecycles);
    app.decorate('lifecycle', lifecycles.documents);

    // The periodic sweep: idempotent conditional updates, safe in any number of processes.
    everyMinutes(app, opts.sweepMinutes ?? 0, 'lifecycle expiry sweep', () => app.lifecycle.sweep());
  },
  {
    name: 'lifecycle-service',
    dependencies: ['db', 'catalog-service', 'signing-service', 'locks-service'],
  },
);
