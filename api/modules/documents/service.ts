/**
 * Catalogue items — documents, requests and certificates — create, read, change and list,
 * for every type of the catalogue. One engine parameterised by the family
 * (./families.ts): `app.items[family]` serves {base}/{family}; `app.documentsService` is
 * `app.items.documents`. An id or a type of another family is 404 for a family's service.
 * Each change is one transaction: the row, its derived search rows and an audit event.
 * Validation is the catalogue's (the same precompiled validator as the browser).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import { allowedActions, type Lifecycle } from '../../../src/domain/lifecycle/machine.js';
import type { Action, Status } from '../../../src/domain/lifecycle/statuses.js';
import type { BusinessIssue } from '../../../src/domain/schema/business-checks.js';
import { forbidden, notFound, preconditionFailed, conflict, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { mayExpire } from '../lifecycle/expiry.js';
import { ITEM_MESSAGES } from '../locks/item-access.js';
import { assertNotHeldByOther, viewOf, type LockView } from '../locks/service.js';
import { FAMILIES, FAMILY_FACTS, familyOfRow, type Family } from './families.js';
import { actorFor, listScope, mayCreate, mayEdit, mayView, needsNotaryApproval, situationOf, type TypeFacts } from './policy.js';
import * as repo from './repository.js';
import { schemaVersionOf } from './schema-version.js';

/** An item as GET answers it, with `data` still the JSON text it is stored as (see `read`). */
export type StoredDocumentView = Omit<DocumentView, 'data'> & { dataJson: string };

export interface DocumentView {
  id: number;
  type: string;
  status: Status;
  version: number;
  schemaVersion: string;
  data: unknown;
  allowedActions: Action[];
  editable: boolean;
  /** who is editing it now (issue "Locking, files and field help": api/modules/locks) */
  lock: LockView | null;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentListItem {
  id: number;
  type: string;
  status: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  parties: { role: string; name: string; code: string | null }[];
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: repo.SortKey;
  direction: 'asc' | 'desc';
  status?: string[];
  type?: string[];
}

export interface DocumentsService {
  create(user: SessionUser, typeId: string, data: unknown, origin: AuditOrigin): Promise<{ id: number; version: number; issues: BusinessIssue[] }>;
  /** The item as GET answers it, its data unparsed: the route sends the stored JSON text as it is. */
  read(user: SessionUser, id: number): Promise<StoredDocumentView>;
  update(user: SessionUser, id: number, version: number, data: unknown, origin: AuditOrigin): Promise<{ id: number; version: number; issues: BusinessIssue[] }>;
  list(
    user: SessionUser,
    query: ListQuery,
  ): Promise<{
    items: DocumentListItem[];
    total: number;
    page: number;
    pageSize: number;
  }>;
}

/** The same service for each family: items of other families do not exist for it. */
export type ItemsService = DocumentsService;

declare module 'fastify' {
  interface FastifyInstance {
    /** the documents family's service (= items.documents) */
    documentsService: DocumentsService;
    items: Record<Family, ItemsService>;
  }
}

/** The service of one family (see the module comment). */
function itemsService(app: FastifyInstance, family: Family, schemaVersions: Map<string, string>): ItemsService {
  const db = app.db.kysely;
  const { kind, notFoundKey } = FAMILY_FACTS[family];

  /** The catalogue facts of a type; unknown types and types of another family are 404. */
  function typeFacts(typeId: string): TypeFacts & { schemaVersion: string } {
    const type = app.catalog.get(typeId);
    if (!type || type.family !== family) throw notFound('errors.catalog_type_not_found');
    let version = schemaVersions.get(typeId);
    if (!version) {
      version = schemaVersionOf(type.schema);
      schemaVersions.set(typeId, version);
    }
    return {
      family: type.family,
      lifecycle: type.lifecycle as Lifecycle,
      createRoles: type.createRoles,
      schemaVersion: version,
    };
  }

  /** Stage 1 (schema) refuses with 422; stage 2 (business checks) reports issues to the caller. */
  async function validated(user: SessionUser, typeId: string, data: unknown): Promise<BusinessIssue[]> {
    const errors = app.catalog.validate(typeId, data);
    if (errors.length > 0) throw unprocessable(errors);
    return app.catalog.runBusinessChecks(typeId, data, { user });
  }

  const now = () => app.clock.now().toISOString();

  /** The item if the user may see it (else 404), with who holds its lock now — one statement. */
  async function visibleRow(user: SessionUser, id: number): Promise<{ row: repo.DocumentRow; lock: LockView | null }> {
    const found = await repo.findDocumentWithLock(db, id, kind, now());
    if (!found || familyOfRow(found.row) !== family || !mayView(user, found.row)) throw notFound(notFoundKey);
    // a returned document past its correction deadline is read as unrevised (lazy expiry;
    // it changes the status, never the lock)
    const row = mayExpire(found.row) ? await app.lifecycle.refreshed(found.row) : found.row;
    return { row, lock: found.lock && viewOf(found.lock, user) };
  }

  async function read(user: SessionUser, id: number): Promise<StoredDocumentView> {
    const { row, lock } = await visibleRow(user, id);
    const type = typeFacts(row.type_id);
    const actor = actorFor(user, row, type);
    return {
      id: row.id,
      type: row.type_id,
      status: row.status as Status,
      version: row.version,
      schemaVersion: row.schema_version,
      dataJson: row.data,
      allowedActions: allowedActions(actor, situationOf(row, type)),
      editable: mayEdit(actor, row),
      lock,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  return {
    async create(user, typeId, data, origin) {
      // 1. the type and the right to create it
      const type = typeFacts(typeId);
      if (!mayCreate(user, type)) throw forbidden('errors.type_not_allowed');
      // 2. validate (schema, then business checks)
      const issues = await validated(user, typeId, data);
      // 3. persist with index rows and audit, together
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const newId = await repo.insertDocument(trx, {
          family,
          typeId,
          status: 'rengiamas',
          schemaVersion: type.schemaVersion,
          data,
          owner: {
            face: user.face,
            userId: user.userId,
            officeId: user.officeId,
            personCode: user.personCode,
            companyCode: user.companyCode,
          },
          at,
          needsNotaryApproval: needsNotaryApproval(user, type),
        });
        await repo.replaceIndexRows(trx, newId, indexRows(data));
        await writeAudit(trx, at, origin, {
          action: `${kind}.create`,
          actorId: user.userId,
          actorName: user.displayName,
          objectType: kind,
          objectId: newId,
          details: { type: typeId, status: 'rengiamas' },
        });
        return newId;
      });
      return { id, version: 1, issues };
    },

    read,

    async update(user, id, version, data, origin) {
      // 1. the document, the right to change it now, and the version the client saw
      const { row, lock } = await visibleRow(user, id);
      const type = typeFacts(row.type_id);
      const actor = actorFor(user, row, type);
      if (!actor.isProvider) throw forbidden(ITEM_MESSAGES[kind].readOnly);
      if (!mayEdit(actor, row)) throw conflict(ITEM_MESSAGES[kind].notEditable);
      // someone else's lock makes the item read-only (409 errors.<kind>_locked, with holder and since)
      assertNotHeldByOther(kind, lock);
      if (row.version !== version) throw preconditionFailed();
      // 2. validate
      const issues = await validated(user, row.type_id, data);
      // 3. write only if nobody wrote in between; index rows and audit in the same transaction
      const at = now();
      const newVersion = await db.transaction().execute(async (trx) => {
        const next = await repo.updateDocumentData(trx, id, version, {
          data,
          schemaVersion: type.schemaVersion,
          at,
          userId: user.userId,
        });
        if (next === null) throw preconditionFailed();
        await repo.syncIndexRows(trx, id, indexRows(data));
        await writeAudit(trx, at, origin, {
          action: `${kind}.update`,
          actorId: user.userId,
          actorName: user.displayName,
          objectType: kind,
          objectId: id,
          details: { version: next },
        });
        return next;
      });
      return { id, version: newVersion, issues };
    },

    async list(user, query) {
      const { total, items } = await repo.listDocuments(
        db,
        {
          family,
          face: user.face,
          scope: listScope(user, family),
          officeId: user.officeId,
          userId: user.userId,
          personCode: user.personCode,
          companyCode: user.companyCode,
          statuses: query.status,
          typeIds: query.type,
        },
        {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
          sort: query.sort,
          direction: query.direction,
        },
      );
      const parties = await repo.partiesOf(
        db,
        items.map((i) => i.id),
      );
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        items: items.map((i) => ({
          id: i.id,
          type: i.type_id,
          status: i.status,
          version: i.version,
          createdAt: i.created_at,
          updatedAt: i.updated_at,
          parties: parties.filter((p) => p.document_id === i.id).map(({ role, name, code }) => ({ role, name, code })),
        })),
      };
    },
  };
}

export default fp(
  async function documentsService(app: FastifyInstance) {
    // schema versions are per type, and type ids are unique across families
    const schemaVersions = new Map<string, string>();
    const items = Object.fromEntries(FAMILIES.map((family) => [family, itemsService(app, family, schemaVersions)])) as Record<Family, ItemsService>;
    app.decorate('items', items);
    app.decorate('documentsService', items.documents);
  },
  {
    name: 'documents-service',
    dependencies: ['db', 'catalog-service', 'locks-service', 'lifecycle-service'],
  },
);
