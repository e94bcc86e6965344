/**
 * Documents: create, read, change and list, for every document type of the catalogue.
 * Each change is one transaction: the document row, its derived search rows and an audit
 * event. Validation is the catalogue's (the same precompiled validator as the browser).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isReader, isRegistryStaff } from '../../../src/domain/access/roles.js';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import { allowedActions, type Lifecycle } from '../../../src/domain/lifecycle/machine.js';
import type { Action, Status } from '../../../src/domain/lifecycle/statuses.js';
import type { BusinessIssue } from '../../../src/domain/schema/business-checks.js';
import { forbidden, notFound, preconditionFailed, conflict, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import type { LockView } from '../locks/service.js';
import { actorFor, mayCreate, mayEdit, mayView, needsNotaryApproval, situationOf, type TypeFacts } from './policy.js';
import * as repo from './repository.js';
import { schemaVersionOf } from './schema-version.js';

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
  get(user: SessionUser, id: number): Promise<DocumentView>;
  update(user: SessionUser, id: number, version: number, data: unknown, origin: AuditOrigin): Promise<{ id: number; version: number; issues: BusinessIssue[] }>;
  list(user: SessionUser, query: ListQuery): Promise<{ items: DocumentListItem[]; total: number; page: number; pageSize: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    documentsService: DocumentsService;
  }
}

export default fp(
  async function documentsService(app: FastifyInstance) {
    const db = app.db.kysely;
    const schemaVersions = new Map<string, string>();

    /** The catalogue facts of a document type; unknown or non-document types are 404. */
    function typeFacts(typeId: string): TypeFacts & { schemaVersion: string } {
      const type = app.catalog.get(typeId);
      if (!type || type.family !== 'documents') throw notFound('errors.catalog_type_not_found');
      let version = schemaVersions.get(typeId);
      if (!version) {
        version = schemaVersionOf(type.schema);
        schemaVersions.set(typeId, version);
      }
      return { family: type.family, lifecycle: type.lifecycle as Lifecycle, createRoles: type.createRoles, schemaVersion: version };
    }

    /** Stage 1 (schema) refuses with 422; stage 2 (business checks) reports issues to the caller. */
    async function validated(user: SessionUser, typeId: string, data: unknown): Promise<BusinessIssue[]> {
      const errors = app.catalog.validate(typeId, data);
      if (errors.length > 0) throw unprocessable(errors);
      return app.catalog.runBusinessChecks(typeId, data, { user });
    }

    async function visibleRow(user: SessionUser, id: number) {
      const row = await repo.findDocument(db, id);
      if (!row || !mayView(user, row)) throw notFound('errors.document_not_found');
      // a returned document past its correction deadline is read as unrevised (lazy expiry)
      return app.lifecycle.refreshed(row);
    }

    const now = () => app.clock.now().toISOString();

    app.decorate('documentsService', {
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
            typeId,
            status: 'rengiamas',
            schemaVersion: type.schemaVersion,
            data,
            owner: { face: user.face, userId: user.userId, officeId: user.officeId, personCode: user.personCode, companyCode: user.companyCode },
            at,
            needsNotaryApproval: needsNotaryApproval(user, type),
          });
          await repo.replaceIndexRows(trx, newId, indexRows(data));
          await writeAudit(trx, at, origin, {
            action: 'document.create',
            actorId: user.userId,
            actorName: user.displayName,
            objectType: 'document',
            objectId: newId,
            details: { type: typeId, status: 'rengiamas' },
          });
          return newId;
        });
        return { id, version: 1, issues };
      },

      async get(user, id) {
        const row = await visibleRow(user, id);
        const type = typeFacts(row.type_id);
        const actor = actorFor(user, row, type);
        return {
          id: row.id,
          type: row.type_id,
          status: row.status as Status,
          version: row.version,
          schemaVersion: row.schema_version,
          data: JSON.parse(row.data) as unknown,
          allowedActions: allowedActions(actor, situationOf(row, type)),
          editable: mayEdit(actor, row),
          lock: await app.locks.holderOf('document', row.id, user),
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        };
      },

      async update(user, id, version, data, origin) {
        // 1. the document, the right to change it now, and the version the client saw
        const row = await visibleRow(user, id);
        const type = typeFacts(row.type_id);
        const actor = actorFor(user, row, type);
        if (!actor.isProvider) throw forbidden('errors.document_read_only');
        if (!mayEdit(actor, row)) throw conflict('errors.document_not_editable');
        // someone else's lock makes the document read-only (409 errors.document_locked, with holder and since)
        await app.locks.assertNotLockedByOther('document', id, user);
        if (row.version !== version) throw preconditionFailed();
        // 2. validate
        const issues = await validated(user, row.type_id, data);
        // 3. write only if nobody wrote in between; index rows and audit in the same transaction
        const at = now();
        const newVersion = await db.transaction().execute(async (trx) => {
          const next = await repo.updateDocumentData(trx, id, version, { data, schemaVersion: type.schemaVersion, at, userId: user.userId });
          if (next === null) throw preconditionFailed();
          await repo.replaceIndexRows(trx, id, indexRows(data));
          await writeAudit(trx, at, origin, {
            action: 'document.update',
            actorId: user.userId,
            actorName: user.displayName,
            objectType: 'document',
            objectId: id,
            details: { version: next },
          });
          return next;
        });
        return { id, version: newVersion, issues };
      },

      async list(user, query) {
        const all = user.face === 'workplace' && (isRegistryStaff(user.roles) || isReader(user.roles));
        const { total, items } = await repo.listDocuments(
          db,
          {
            face: user.face,
            all,
            officeId: user.officeId,
            userId: user.userId,
            personCode: user.personCode,
            companyCode: user.companyCode,
            statuses: query.status,
            typeIds: query.type,
          },
          { limit: query.pageSize, offset: (query.page - 1) * query.pageSize, sort: query.sort, direction: query.direction },
        );
        const parties = await repo.partiesOf(db, items.map((i) => i.id));
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
    } satisfies DocumentsService);
  },
  { name: 'documents-service', dependencies: ['db', 'catalog-service', 'locks-service', 'lifecycle-service'] },
);
