/**
 * The self-service objects service (app.selfService): the pledges, mortgages and contracts a
 * portal user is a party of (document_party holds the user's personal code, or the company
 * code for EL_JA), each with the actions the party may take now (policy.ts); the read-only
 * view of one for its parties; the user's own change and termination notices; and the actions
 * (actions.ts). Anyone who is neither a party nor the notice's filer gets 404 — the object does
 * not exist for them.
 */
import type { Paged } from '../../../src/domain/contracts/shared.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import type { AuditOrigin } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { everyMinutes, sweepMinutes } from '../../lib/periodic.js';
import type { SessionUser } from '../../plugins/access.js';
import { owns } from '../items/policy.js';
import { findDocument, type DocumentRow } from '../items/repository.js';
import { openNoticesOf } from '../lifecycle/repository.js';
import { runSelfServiceAction, type ActionOutcome } from './actions.js';
import { sweepAutoDeregistration } from './auto-deregistration.js';
import { changeNoticeData, changeableNow } from './data-change.js';
import { endDateOf, factsOf, partyKeyOf } from './facts.js';
import type { QueryOf, ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { ChangeBasis } from '../../../src/domain/contracts/lifecycle.js';
import type {
  changeObjectData,
  getObject,
  listObjects,
  ObjectListItem as ObjectListItemWire,
  SelfServiceAction,
} from '../../../src/domain/contracts/self-service.js';
import type { Answer } from '../../lib/contract-route.js';
import { selfServiceTypes, type PartyRole, type SelfServiceTraits, type SelfServiceTypes } from './kinds.js';
import { entryActions, fitsPurpose, noticeActions, type EntryFacts } from './policy.js';
import * as repo from './repository.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** The rows as the service builds them: codes are plain strings (the contract narrows them for the browser). */
export type ObjectListItem = Answer<ObjectListItemWire>;
export type ObjectView = Answer<ResponseOf<typeof getObject>>;

/** GET …/objects's query, its defaults applied (the contract's `listObjects`). */
export type ObjectQuery = QueryOf<typeof listObjects>;

export interface SelfServiceService {
  list(user: SessionUser, query: ObjectQuery): Promise<Paged<ObjectListItem>>;
  get(user: SessionUser, id: number): Promise<ObjectView>;
  act(user: SessionUser, id: number, action: SelfServiceAction, version: number, form: Record<string, unknown>, origin: AuditOrigin): Promise<ActionOutcome>;
  /** replaces sections of the user's own change notice's data (data-change.ts) */
  changeData(
    user: SessionUser,
    id: number,
    version: number,
    sections: Record<string, unknown>,
    origin: AuditOrigin,
  ): Promise<ResponseOf<typeof changeObjectData>>;
  /** deregisters every contract whose term has ended (auto-deregistration.ts); how many */
  sweep(): Promise<number>;
}

export interface SelfServiceOptions {
  /** LIFECYCLE_SWEEP_MINUTES: 0 = no sweep timer in this process; otherwise the sweep runs every SWEEP_MINUTES (system parameter, re-read each run) */
  sweepMinutes?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    selfService: SelfServiceService;
  }
}

/** Is the row the user's own change or termination notice (of a self-service object: the caller checked)? */
const isOwnNotice = (user: SessionUser, row: DocumentRow): boolean => user.face === 'portal' && owns(user, row) && row.notice_kind !== 'pirminis';

export default servicePlugin(
  'selfService',
  async function selfServiceService(app, db, opts: SelfServiceOptions) {
    const today = () => registryDate(app.clock.now());
    const kinds: SelfServiceTypes = selfServiceTypes(app.catalog.types());
    const traitsOf = (row: DocumentRow): SelfServiceTraits => kinds.traitsOf(row.type_id)!;

    /** The entries of the list with their policy facts and actions. */
    async function described(user: SessionUser, rows: DocumentRow[]) {
      const key = partyKeyOf(user);
      const ids = rows.map((r) => r.id);
      const [roles, facts, parties] = await Promise.all([
        key ? repo.rolesOf(db, key, ids) : new Map<number, PartyRole[]>(),
        repo.activeFacts(db, ids),
        ids.length ? db.selectFrom('document_party').select(['document_id', 'role', 'name']).where('document_id', 'in', ids).execute() : [],
      ]);
      const day = today();
      return rows.map((row) => {
        const f = factsOf(facts, row.id);
        const traits = traitsOf(row);
        const entry: EntryFacts = {
          ...traits,
          status: row.status,
          roles: roles.get(row.id) ?? [],
          endDate: endDateOf(row, traits),
          today: day,
          facts: f.active,
        };
        const actions = entryActions(entry);
        const item: ObjectListItem = {
          id: row.id,
          kind: entry.kind,
          type: row.type_id,
          status: row.status,
          version: row.version,
          registryNumber: row.registry_number,
          registeredAt: row.registered_at,
          roles: [...entry.roles],
          parties: parties.filter((p) => Number(p.document_id) === row.id && p.role !== 'informavimas').map(({ role, name }) => ({ role, name })),
          endDate: entry.endDate,
          facts: f.view,
          allowedActions: actions,
        };
        return { item, entry, actions };
      });
    }

    /** The row of a self-service object as this user may see it through self-service, or 404. */
    async function visible(user: SessionUser, id: number): Promise<{ row: DocumentRow; own: boolean }> {
      const found = await findDocument(db, id);
      if (!found || kinds.traitsOf(found.type_id) === null) throw notFound('errors.object_not_found');
      if (isOwnNotice(user, found)) return { row: await app.itemCore.refreshed(found), own: true };
      const key = partyKeyOf(user);
      const isEntry = found.notice_kind === 'pirminis' && (found.status === 'iregistruotas' || found.status === 'nutrauktas');
      if (!key || !isEntry || ((await repo.rolesOf(db, key, [id])).get(id) ?? []).length === 0) throw notFound('errors.object_not_found');
      return { row: found, own: false };
    }

    everyMinutes(app, sweepMinutes(app, (opts.sweepMinutes ?? 0) > 0), 'automatic deregistration sweep', () => app.selfService.sweep());
    return {
      async list(user, query) {
        if (!kinds.purposesOf(query.kind).includes(query.purpose)) throw badRequest('errors.object_purpose_invalid');
        const key = partyKeyOf(user);
        const typeIds = kinds.typesOf(query.kind);
        const rows = key && typeIds.length > 0 ? await repo.entriesOfParty(db, key, typeIds) : [];
        const fitting = (await described(user, rows)).filter((d) => fitsPurpose(query.purpose, d.entry, d.actions)).map((d) => d.item);
        const start = (query.page - 1) * query.pageSize;
        return { total: fitting.length, page: query.page, pageSize: query.pageSize, items: fitting.slice(start, start + query.pageSize) };
      },

      async get(user, id) {
        const { row, own } = await visible(user, id);
        const base = {
          schemaVersion: row.schema_version,
          data: JSON.parse(row.data) as Record<string, unknown>,
          noticeKind: row.notice_kind,
          basis: row.change_basis ? (JSON.parse(row.change_basis) as ChangeBasis) : null,
        };
        if (!own) {
          const [[{ item }], open] = await Promise.all([described(user, [row]), openNoticesOf(db, [row.id])]);
          const openNotices = open.map((n) => ({ id: owns(user, n) ? n.id : null, noticeKind: n.notice_kind, status: n.status, own: owns(user, n) }));
          return { ...item, ...base, own: false, entry: null, openNotices, changeableSections: [] };
        }
        const entry = row.entry_document_id === null ? undefined : await findDocument(db, Number(row.entry_document_id));
        return {
          id: row.id,
          kind: traitsOf(row).kind,
          type: row.type_id,
          status: row.status,
          version: row.version,
          registryNumber: row.registry_number,
          registeredAt: row.registered_at,
          roles: [],
          parties: [],
          endDate: null,
          facts: { repurchaseWish: null, noAutoDeregistration: null },
          allowedActions: noticeActions(row.status),
          ...base,
          own: true,
          entry: entry ? { id: entry.id, registryNumber: entry.registry_number } : null,
          openNotices: [],
          changeableSections: await changeableNow(app, user, row, traitsOf(row).kind),
        };
      },

      async act(user, id, action, version, form, origin) {
        const { row, own } = await visible(user, id);
        const [described0] = own ? [] : await described(user, [row]);
        return runSelfServiceAction(app, { user, row, own, entry: described0?.entry ?? null, action, version, form, origin, today: today() });
      },

      async changeData(user, id, version, sections, origin) {
        const { row, own } = await visible(user, id);
        if (!own) throw conflict('errors.not_a_change_notice');
        return changeNoticeData(app, { user, row, kind: traitsOf(row).kind, version, sections, origin });
      },

      sweep: () => sweepAutoDeregistration(db, kinds, app.clock.now().toISOString(), today()),
    } satisfies SelfServiceService;
  },
  { name: 'self-service-service', dependencies: ['db', 'catalog-service', 'item-core', 'lifecycle-service', 'locks-service'] },
);
