/**
 * The lifecycle of catalogue items, as two decorations:
 * - `app.lifecycleEngine`, the mechanism: `run` takes one status action through the one state
 *   machine (engine.ts) with the application's signer, errors check, clock and the effects
 *   other modules register with `onEnter` (effects.ts) — every caller in the application
 *   (the routes below, self-service, the cart) gets the effects without asking; and `sweep`,
 *   the periodic expiry of returned items (every `sweepMinutes`; the lazy expiry on read is
 *   the item core's, api/modules/items/expiry.ts);
 * - `app.lifecycles[family]`, per catalogue family: actions on a visible item, the registrui
 *   view, the history, signatures, change and termination notices. The item, its type facts,
 *   the user's rights and its lock come from the item core (app.itemCore).
 */
import { servicePlugin } from '../../lib/service-plugin.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { allowedActions } from '../../../src/domain/lifecycle/machine.js';
import type { ChangeKind } from '../../../src/domain/lifecycle/notice-kinds.js';
import { isReturnedStatus, type Action, type Status } from '../../../src/domain/lifecycle/statuses.js';
import type { ActionResult } from '../../../src/domain/contracts/lifecycle.js';
import type { Database } from '../../db/schema.js';
import type { AuditOrigin } from '../../lib/audit.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { everyMinutes, sweepMinutes } from '../../lib/periodic.js';
import type { SessionUser } from '../../plugins/access.js';
import { priceOf } from '../cart/prices.js';
import { FAMILIES, FAMILY_FACTS, ITEM_MESSAGES, factsOfRow, type Family } from '../items/families.js';
import { assertNotHeldByOther } from '../items/locks.js';
import { actorFor, entryActionsOf, mayTakeEntryAction, situationOf, type TypeFacts } from '../items/policy.js';
import type { DocumentRow } from '../items/repository.js';
import { ruleToApply } from '../rules/auto-registration.js';
import { switchedOffKeys } from '../rules/switched-off.js';
import { activeContainer, checkSignature, signingStateOf } from '../signing/signing.js';
import { partiesToConfirm } from '../items/party-approval.js';
import { voidWaiting } from './approval-repository.js';
import { createChangeNotice, updateChangeBasis } from './changes.js';
import { openRoundOn, partyApproval, type PartyApproval } from './party-approval.js';
import { errorsCheck } from './checks.js';
import { createEffects, type EffectKey, type EnterEffect } from './effects.js';
import { runAction, type ActionOutcome, type ActionRequest } from './engine.js';
import { lastReturnReason, versionOf } from './repository.js';
import { entryRegistryNumber, signedContentOf } from './signed-content.js';
import { checksSomething, historyOf, lifecycleView, versionSummary, type LifecycleView } from './view.js';

export interface ActOptions {
  /** the caller's own write in the action's transaction (the cart's payment row): both or neither */
  withTransition?: ActionRequest['withTransition'];
}

/** Where an action of `run` happens: the caller's transaction (or the database), on whose behalf. */
export interface RunOptions {
  /** the caller's transaction when the action is one step of its own (self-service); default: the database */
  db?: Kysely<Database>;
  origin: AuditOrigin;
  /** the instant of the action (ISO) and its day in Lithuania; default: now */
  at?: string;
  today?: string;
}

/** The lifecycle mechanism: one per application, for every family. */
export interface LifecycleEngine {
  /**
   * Runs one action through the state machine (engine.ts runAction) with the application's
   * signer, errors check and registered effects. The caller has found the item and checked
   * who may see it; the engine decides who may take the action.
   */
  run(req: ActionRequest, options: RunOptions): Promise<ActionOutcome>;
  /**
   * Registers an effect run inside the transaction of every transition by which an item of
   * `key.family` enters `key.status`, whoever runs the action (effects.ts).
   */
  onEnter<P>(key: EffectKey, effect: EnterEffect<P>): void;
  /** expires every due returned item and every confirmation round past its deadline; how many it moved */
  sweep(): Promise<number>;
}

export interface LifecycleService {
  act(
    user: SessionUser,
    id: number,
    action: Action,
    version: number,
    form: Record<string, unknown>,
    origin: AuditOrigin,
    options?: ActOptions,
  ): Promise<ActionResult>;
  view(user: SessionUser, id: number): Promise<LifecycleView>;
  history(user: SessionUser, id: number): Promise<Awaited<ReturnType<typeof historyOf>>>;
  version(user: SessionUser, id: number, version: number): Promise<Record<string, unknown>>;
  signature(user: SessionUser, id: number): Promise<{ signing: LifecycleView['signing'] }>;
  container(user: SessionUser, id: number): Promise<Buffer>;
  createChange(user: SessionUser, entryId: number, kind: ChangeKind, basis: object, origin: AuditOrigin): Promise<{ id: number; version: number }>;
  updateBasis(user: SessionUser, id: number, version: number, basis: object, origin: AuditOrigin): Promise<{ id: number; version: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the lifecycle mechanism (actions with the application's effects, the expiry sweep) */
    lifecycleEngine: LifecycleEngine;
    /** the lifecycle of each catalogue family: items of other families are 404 for it */
    lifecycles: Record<Family, LifecycleService>;
    /** approval by the other parties (party-approval.ts, decision 0126) */
    partyApproval: PartyApproval;
  }
}

export interface LifecycleOptions {
  /** LIFECYCLE_SWEEP_MINUTES: 0 = no sweep timer in this process; otherwise the sweep runs every SWEEP_MINUTES (system parameter, re-read each run) */
  sweepMinutes?: number;
}

export default servicePlugin(
  ['lifecycleEngine', 'partyApproval', 'lifecycles'],
  async function lifecycleService(app: FastifyInstance, _db, opts: LifecycleOptions) {
    const db = app.db.kysely;
    const at = () => app.clock.now().toISOString();
    const today = () => registryDate(app.clock.now());
    const effects = createEffects();
    /** the errors check over the handle the action runs on (inside a caller's transaction, that one) */
    const checkOn = (handle: Kysely<Database>) =>
      errorsCheck(handle, {
        validate: (typeId, data, day) => app.catalog.validate(typeId, data, { today: day }),
        business: (typeId, data, user, day) => app.catalog.runBusinessChecks(typeId, data, { user, today: day, db: handle }),
        switchedOff: (typeId) => switchedOffKeys(handle, typeId),
      });
    const check = checkOn(db);

    /** One action on the handle the options name (a caller's transaction, else the database). */
    const runOne = (req: ActionRequest, options: RunOptions) => {
      const handle = options.db ?? db;
      const ctx = {
        db: handle,
        signer: app.signing.provider,
        check: handle === db ? check : checkOn(handle),
        origin: options.origin,
        at: options.at ?? at(),
        today: options.today ?? today(),
        effects,
      };
      return runAction(ctx, req);
    };

    /**
     * After an action that sent the item (it entered perduotas): an automatic registration rule
     * of its type that matches registers it at once, the system acting as the registrar
     * (decision 0102). When the registration is refused (a critical issue found again, a
     * signature no longer valid, a registrar faster), the item waits for a registrar as usual.
     */
    async function registerByRule(req: ActionRequest, options: RunOptions, sent: ActionOutcome): Promise<ActionOutcome> {
      if (req.automatic || sent.row.status !== 'perduotas' || req.row.status === 'perduotas') return sent;
      const rule = await ruleToApply(options.db ?? db, sent.row, req.user, sent.issues);
      if (rule === null) return sent;
      try {
        const registered = await runOne(
          { user: req.user, type: req.type, row: sent.row, action: 'iregistruoti', expectedVersion: sent.row.version, form: {}, automatic: { rule } },
          options,
        );
        return { ...registered, issues: sent.issues, signing: sent.signing };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        app.log.info({ documentId: sent.row.id, rule, refusal: error.message }, 'automatic registration refused; the item waits for a registrar');
        return sent;
      }
    }

    const run = async (req: ActionRequest, options: RunOptions) => registerByRule(req, options, await runOne(req, options));

    /** The item as the user may see it now (404 when they may not), with its type's fee. */
    async function visibleWithPrice(user: SessionUser, family: Family, id: number) {
      const item = await app.itemCore.visible(user, family, id);
      // the fee decides whether perduoti leads to laukia_apmokejimo (api/modules/cart)
      const price = await priceOf(db, item.row.type_id);
      const type: TypeFacts = { ...item.type, price: price?.amountCents ?? null };
      return { ...item, type };
    }

    const approval = partyApproval({ db, dialect: app.db.dialect, at, today, visible: (user, id) => visibleWithPrice(user, 'documents', id), run });

    const engine: LifecycleEngine = {
      run,
      onEnter: (key, effect) => effects.onEnter(key, effect),
      sweep: async () => (await app.itemCore.sweepExpired()) + (await approval.sweep()),
    };

    /**
     * The approval's own write in an action's transaction (decision 0126): the provider's
     * patvirtinti of a document its parties must confirm opens a round; the provider's rengti
     * of a waiting one ends it.
     */
    async function approvalWrite(user: SessionUser, row: DocumentRow, type: TypeFacts, action: Action): Promise<ActionRequest['withTransition']> {
      if (action === 'patvirtinti' && row.status === 'rengiamas' && type.partyApproval) {
        const parties = await partiesToConfirm(db, row, type.approval);
        return (trx) => openRoundOn(trx, row, parties, at(), today(), { id: user.userId, name: user.displayName });
      }
      if (action === 'rengti' && row.status === 'laukia_patvirtinimo') return (trx) => voidWaiting(trx, row.id, at());
      return undefined;
    }

    /** The service of one family (items of other families are 404 for it). */
    const forFamily = (family: Family): LifecycleService => {
      const { kind, signingType } = FAMILY_FACTS[family];

      const visible = (user: SessionUser, id: number) => visibleWithPrice(user, family, id);

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
          const { row, type, lock } = await visible(user, id);
          // someone else's lock (they are working on it) makes the item read-only: 409 errors.<kind>_locked
          assertNotHeldByOther(kind, lock);
          const own = await approvalWrite(user, row, type, action);
          const theirs = options.withTransition;
          const withTransition =
            own && theirs
              ? async (trx: Kysely<Database>) => {
                  await own(trx);
                  await theirs(trx);
                }
              : (own ?? theirs);
          const outcome = await engine.run({ user, type, row, action, expectedVersion: version, form, withTransition }, { origin });
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
          const { row, type, actor, standing } = await visible(user, id);
          const situation = situationOf(row, type);
          return lifecycleView(row, {
            actor,
            situation,
            today: today(),
            entryRegistryNumber: await entryRegistryNumber(db, row),
            returnReason: isReturnedStatus(row.status) ? await lastReturnReason(db, row.id, factsOfRow(row).kind) : null,
            entryActions: entryActionsOf(user, row, type, standing),
            checks: checksSomething(actor, situation) ? await check(row, user, today()) : [],
            signing: await signingOf(row),
            approval: type.approval ? await approval.roundOf(row, user) : null,
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
          return { id: row.id, ...versionSummary(row, v), data: JSON.parse(v.data) as unknown };
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
          const { row, type, standing } = await visible(user, entryId);
          // the type's role lists (spec §6), the same the notice's provider is held to (items/policy.ts)
          if (!mayTakeEntryAction(user, type, kind, standing)) throw forbidden('errors.action_not_allowed_for_role');
          return createChangeNotice({ db, at: at(), today: today(), origin }, user, row, type, kind, basis);
        },

        async updateBasis(user, id, version, basis, origin) {
          const { row, rights, lock } = await visible(user, id);
          if (!rights.isProvider) throw forbidden(ITEM_MESSAGES[kind].readOnly);
          if (row.notice_kind === 'pirminis') throw conflict('errors.not_a_change_notice');
          if (!rights.mayChange) throw conflict(ITEM_MESSAGES[kind].notEditable);
          assertNotHeldByOther(kind, lock);
          return updateChangeBasis({ db, at: at(), today: today(), origin }, user, row, version, basis);
        },
      };
    };

    // The periodic sweep: idempotent conditional updates, safe in any number of processes.
    everyMinutes(app, sweepMinutes(app, (opts.sweepMinutes ?? 0) > 0), 'lifecycle expiry sweep', () => engine.sweep());
    return {
      lifecycleEngine: engine,
      partyApproval: approval,
      lifecycles: Object.fromEntries(FAMILIES.map((family) => [family, forFamily(family)])) as Record<Family, LifecycleService>,
    };
  },
  {
    name: 'lifecycle-service',
    dependencies: ['db', 'catalog-service', 'signing-service', 'item-core'],
  },
);
