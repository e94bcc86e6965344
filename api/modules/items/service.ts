/**
 * The item core (app.itemCore): what every route on a catalogue item — a document, request or
 * certificate — needs before it does its own work, answered in one place:
 * 1. the item of a family as the user may see it now (404 with the family's key otherwise;
 *    an id of another family does not exist for it), a due expiry applied (expiry.ts);
 * 2. its type facts: the catalogue entry's family, lifecycle and create roles, and the schema
 *    version new data is pinned to;
 * 3. who the user is for it (the state machine's actor) and their rights (change, act);
 * 4. its lock state, read with the row in one statement.
 * A route reading one item (GET) reads it with the request's session in one statement
 * (`sessionLookup`, decision 0179) and hands the request to `visible`, which takes that read.
 * Documents, lifecycle, locks, files, notices, self-service and certificate issuing build on
 * it; it imports none of them (docs/decisions/0050-item-core.md).
 */
import type { FastifyRequest } from 'fastify';
import type { Actor, Lifecycle } from '../../../src/domain/lifecycle/machine.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { findSessionWithRoles } from '../auth/repository.js';
import type { SessionLookup } from '../auth/session-resolver.js';
import { mayExpire, refreshed, sweepExpired } from './expiry.js';
import { FAMILY_FACTS, familyOfKind, familyOfRow, type Family, type ItemKind } from './families.js';
import { viewOf, type LockView } from './locks.js';
import { actorFor, mayView, needsStanding, NO_STANDING, owns, rightsOf, type EntryStanding, type ItemRights, type TypeFacts } from './policy.js';
import { isAskedParty, partiesToConfirm } from './party-approval.js';
import { companyIsParty, findDocument, findDocumentWithLock, findSessionWithDocument, type DocumentRow, type FoundItem } from './repository.js';
import { schemaVersionOf } from './schema-version.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** An item id as a path carries it (up to 15 digits: a safe integer). */
const ID = /^[1-9][0-9]{0,14}$/;

/** A type's facts with the schema version its items' data is pinned to. */
export type PinnedTypeFacts = TypeFacts & { schemaVersion: string };

/** An item the user may see, with everything its routes decide on. */
export interface VisibleItem {
  /** the row as it is now (a due expiry applied) */
  row: DocumentRow;
  type: PinnedTypeFacts;
  actor: Actor;
  rights: ItemRights;
  /** who holds its lock now, as the user sees it; null: nobody */
  lock: LockView | null;
  /** the user's standing towards it as a registered entry (party-bound roles, items/policy.ts) */
  standing: EntryStanding;
}

export interface ItemCore {
  /** The facts of a type of the family; 404 `errors.catalog_type_not_found` for an unknown type or one of another family. */
  typeFacts(family: Family, typeId: string): PinnedTypeFacts;
  /**
   * The item as the user may see it now, or 404 with the family's not-found key. `useHeld`: its
   * data may be this process's copy of the row's version (data-cache.ts, decision 0165) — for
   * answers that only show the item. Actions, checks and extracts read the stored data, so a
   * change made behind the API's back is judged (a signature no longer covering it, a rule).
   * `request` (with `useHeld`): the item its route's `sessionLookup` read with the session, if
   * that was this one, is taken instead of reading it again.
   */
  visible(user: SessionUser, family: Family, id: number, opts?: { useHeld?: boolean; request?: FastifyRequest }): Promise<VisibleItem>;
  /**
   * The session lookup of a route answering the item `:id` of the family: the session and that
   * item, data held or not as `useHeld` reads it, in one statement (decision 0179). Only the
   * session is judged here; `visible(…, { useHeld: true, request })` judges the item.
   */
  sessionLookup(family: Family): SessionLookup;
  /** The user's rights over an item of this kind, or null when it is unknown or invisible to them. */
  rightsOf(user: SessionUser, kind: ItemKind, id: number): Promise<ItemRights | null>;
  /** The row as it is once a due expiry has happened (grazintas past its correction deadline → nepatikslintas). */
  refreshed(row: DocumentRow): Promise<DocumentRow>;
  /** Expires every due returned item; how many it expired. */
  sweepExpired(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    itemCore: ItemCore;
  }
}

export default servicePlugin(
  'itemCore',
  async function itemCore(app, db) {
    const at = () => app.clock.now().toISOString();
    const today = () => registryDate(app.clock.now());
    // one version per bundled schema: a type published again in the studio has a new schema object
    const schemaVersions = new WeakMap<object, string>();

    function typeFacts(family: Family, typeId: string): PinnedTypeFacts {
      const type = app.catalog.get(typeId);
      if (!type || type.family !== family) throw notFound('errors.catalog_type_not_found');
      let version = schemaVersions.get(type.schema);
      if (!version) {
        version = schemaVersionOf(type.schema);
        schemaVersions.set(type.schema, version);
      }
      return {
        family: type.family,
        lifecycle: type.lifecycle as Lifecycle,
        createRoles: type.createRoles,
        actionRoles: type.actionRoles,
        approval: type.approval,
        schemaVersion: version,
      };
    }

    /**
     * The user's standing towards the row: looked up for a party-bound role on a registered entry,
     * and — on a type whose parties confirm (decision 0126) — whether the user is a party asked.
     */
    const standingOf = async (user: SessionUser, row: DocumentRow): Promise<EntryStanding> => {
      const standing = needsStanding(user, row) ? { actsForParty: owns(user, row) || (await companyIsParty(db, Number(row.id), user)) } : NO_STANDING;
      const asked = app.catalog.get(row.type_id)?.approval !== undefined && !owns(user, row) && (await isAskedParty(db, Number(row.id), user));
      return asked ? { ...standing, asked } : standing;
    };

    /** The type facts of this row: its type's, and whether the other parties must confirm it now (items/party-approval.ts). */
    async function factsOfItem(family: Family, row: DocumentRow): Promise<PinnedTypeFacts> {
      const facts = typeFacts(family, row.type_id);
      if (!facts.approval || row.status !== 'rengiamas') return facts;
      return { ...facts, partyApproval: (await partiesToConfirm(db, row, facts.approval)).length > 0 };
    }

    /** The item each request's session lookup read, taken once by `visible`. */
    const readWithSession = new WeakMap<FastifyRequest, { id: number; item: FoundItem | undefined }>();

    /** The item a request's session lookup read, when it is `id` (taken: a second read goes to the database). */
    function takeRead(request: FastifyRequest, id: number) {
      const read = readWithSession.get(request);
      readWithSession.delete(request);
      return read?.id === id ? read : undefined;
    }

    /** Lazy expiry, asked only of rows that can expire (it needs today's registry date). */
    const current = (row: DocumentRow) => (mayExpire(row) ? refreshed(db, row, at(), today()) : Promise.resolve(row));

    return {
      typeFacts,

      async visible(user, family, id, opts) {
        const { kind, notFoundKey } = FAMILY_FACTS[family];
        const taken = opts?.useHeld && opts.request ? takeRead(opts.request, id) : undefined;
        const found = taken ? taken.item : await findDocumentWithLock(db, id, kind, at(), opts);
        if (!found || familyOfRow(found.row) !== family) throw notFound(notFoundKey);
        const standing = await standingOf(user, found.row);
        if (!mayView(user, found.row, app.catalog.get(found.row.type_id), standing)) throw notFound(notFoundKey);
        // expiry changes the status, never the lock
        const row = await current(found.row);
        const type = app.catalog.get(row.type_id);
        // a stored item whose type left the catalogue cannot be served
        if (!type || type.family !== family) throw notFound(notFoundKey);
        const facts = await factsOfItem(family, row);
        const actor = actorFor(user, row, facts);
        return { row, type: facts, actor, rights: rightsOf(actor, row, facts), lock: found.lock && viewOf(found.lock, user), standing };
      },

      async rightsOf(user, kind, id) {
        const family = familyOfKind(kind);
        const found = await findDocument(db, id);
        if (!found || familyOfRow(found) !== family || !mayView(user, found, app.catalog.get(found.type_id), await standingOf(user, found))) return null;
        const type = app.catalog.get(found.type_id);
        if (!type || type.family !== family) return null;
        const row = await current(found);
        const facts = await factsOfItem(family, row);
        return rightsOf(actorFor(user, row, facts), row, facts);
      },

      sessionLookup: (family) => async (database, tokenHash, request) => {
        // the path's id as sent: the route's schema checks it only after the session
        const raw = (request.params as { id?: unknown }).id;
        if (typeof raw !== 'string' || !ID.test(raw)) return findSessionWithRoles(database, tokenHash);
        const id = Number(raw);
        const read = await findSessionWithDocument(database, tokenHash, id, FAMILY_FACTS[family].kind, at());
        if (!read) return undefined;
        readWithSession.set(request, { id, item: read.item });
        return read.session;
      },

      refreshed: (row) => refreshed(db, row, at(), today()),
      sweepExpired: () => sweepExpired(db, at(), today()),
    } satisfies ItemCore;
  },
  { name: 'item-core', dependencies: ['db', 'catalog-service'] },
);
