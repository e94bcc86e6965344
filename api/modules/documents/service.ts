/**
 * Catalogue items — documents, requests and certificates — create, read, change and list,
 * for every type of the catalogue. One engine parameterised by the family
 * (api/modules/items/families.ts): `app.items[family]` serves {base}/{family}. The item, its
 * type facts, the user's rights and its lock come from the item core (app.itemCore); an id
 * or a type of another family is 404 for a family's service.
 * Each change is one transaction: the row, its derived search rows and an audit event.
 * Validation is the catalogue's (the same precompiled validator as the browser); an item is
 * saved as a draft with its check errors (decision 0090).
 */
import { servicePlugin } from '../../lib/service-plugin.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import { allowedActions } from '../../../src/domain/lifecycle/machine.js';
import type { ItemHead, ItemListRow, SavedItem } from '../../../src/domain/contracts/items.js';
import type { Status } from '../../../src/domain/lifecycle/statuses.js';
import type { BusinessIssue } from '../../../src/domain/schema/business-checks.js';
import { splitDraftErrors } from '../../../src/domain/schema/draft-errors.js';
import { normalizeInput } from '../../../src/domain/schema/normalize-input.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { forbidden, preconditionFailed, conflict, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import type { Answer } from '../../lib/contract-route.js';
import { writeItemAudit, type AuditOrigin } from '../../lib/audit.js';
import { FAMILIES, FAMILY_FACTS, ITEM_MESSAGES, type Family } from '../items/families.js';
import { applicantErrors } from '../items/applicant.js';
import { assertNotHeldByOther } from '../items/locks.js';
import { noticeView, outsideScope } from '../items/notice-scope.js';
import { listScope, mayCreate, needsNotaryApproval, situationOf } from '../items/policy.js';
import * as itemRepo from '../items/repository.js';
import * as repo from './repository.js';
import { syncAssetChecks } from '../assets/repository.js';

/** An item as GET answers it, with `data` still the JSON text it is stored as (see `read`). */
export type StoredDocumentView = Omit<DocumentView, 'data'> & { dataJson: string };

/** An item as GET answers it: the contract's itemHead (src/domain/contracts/items.ts) with its data. */
export type DocumentView = ItemHead & { data: unknown };

/** One row of a family's list: the contract's (codes as plain strings). */
export type DocumentListItem = Answer<ItemListRow>;

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: repo.SortKey;
  direction: 'asc' | 'desc';
  status?: string[];
  type?: string[];
}

/** How a save judges its data (decision 0118: an XML body is a complete document, never a draft). */
export interface SaveOptions {
  /** check errors (missing fields, rules between fields) refuse with 422 instead of making a draft */
  complete?: boolean;
  /** the type the data was written as (an XML body's root element): another type than the item's is 422 errors.xml_root */
  asType?: string;
}

export interface DocumentsService {
  create(user: SessionUser, typeId: string, data: unknown, origin: AuditOrigin, options?: SaveOptions): Promise<SavedItem>;
  /**
   * The item as GET answers it, its data unparsed: the route sends the stored JSON text as it is.
   * `request`: the GET whose session lookup read the item already (items/service.ts sessionLookup).
   */
  read(user: SessionUser, id: number, request?: FastifyRequest): Promise<StoredDocumentView>;
  update(user: SessionUser, id: number, version: number, data: unknown, origin: AuditOrigin, options?: SaveOptions): Promise<SavedItem>;
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
    /** the service of each catalogue family */
    items: Record<Family, ItemsService>;
  }
}

/** The service of one family (see the module comment). */
function itemsService(app: FastifyInstance, family: Family): ItemsService {
  const db = app.db.kysely;
  const { kind } = FAMILY_FACTS[family];

  /**
   * A save's checks (drafts, decision 0090): a wrong JSON type, an unknown property or a
   * portal applicant who is not the user refuses with 422; missing fields and rule violations
   * are the draft's check errors (refused too when `complete`), and only data without them
   * goes on to the business checks.
   * @returns the check errors and business issues stored with the item and answered
   */
  async function checked(user: SessionUser, typeId: string, data: unknown, complete = false): Promise<BusinessIssue[]> {
    // one registry day for the whole save: the validator's and the business checks' "today"
    const today = registryDate(app.clock.now());
    const { refused, check } = splitDraftErrors(app.catalog.validate(typeId, data, { today }));
    if (refused.length > 0) throw unprocessable(complete ? [...refused, ...check] : refused);
    if (complete && check.length > 0) throw unprocessable(check);
    const impersonation = applicantErrors(user, data);
    if (impersonation.length > 0) throw unprocessable(impersonation);
    if (check.length > 0) return check;
    return app.catalog.runBusinessChecks(typeId, data, { user, today });
  }

  const now = () => app.clock.now().toISOString();

  /** Codes typed with spaces (IBAN, personal and company codes) normalised before validation, as the browser does on blur (decision 0098). */
  const normalized = (typeId: string, data: unknown): unknown => {
    const type = app.catalog.get(typeId);
    return type ? normalizeInput(type.schema, data) : data;
  };

  async function read(user: SessionUser, id: number, request?: FastifyRequest): Promise<StoredDocumentView> {
    // an answer that only shows the item: its data may be the copy this process holds of its version
    const { row, type, actor, rights, lock } = await app.itemCore.visible(user, family, id, { useHeld: true, request });
    return {
      id: row.id,
      type: row.type_id,
      status: row.status as Status,
      version: row.version,
      schemaVersion: row.schema_version,
      dataJson: row.data,
      checkErrors: JSON.parse(row.check_errors ?? '[]') as BusinessIssue[],
      allowedActions: allowedActions(actor, situationOf(row, type)),
      editable: rights.mayChange,
      lock,
      notice: await noticeView(db, row, app.catalog.get(row.type_id)!.schema),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  return {
    async create(user, typeId, input, origin, options = {}) {
      // 1. the type and the right to create it
      const type = app.itemCore.typeFacts(family, typeId);
      if (!mayCreate(user, type)) throw forbidden('errors.type_not_allowed');
      const data = normalized(typeId, input);
      // 2. validate (schema, then business checks)
      const issues = await checked(user, typeId, data, options.complete);
      // 3. persist with index rows and audit, together
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const newId = await itemRepo.insertDocument(trx, {
          family,
          typeId,
          status: 'rengiamas',
          schemaVersion: type.schemaVersion,
          data,
          checkErrors: issues,
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
        await itemRepo.replaceIndexRows(trx, newId, indexRows(data));
        // assets whose unique number the register is asked about (api/modules/assets); a new document has no rows yet
        await syncAssetChecks(trx, newId, data, at, null);
        await writeItemAudit(trx, at, origin, { kind, id: newId }, user, 'create', { details: { type: typeId, status: 'rengiamas' } });
        return newId;
      });
      return { id, version: 1, issues };
    },

    read,

    async update(user, id, version, input, origin, options = {}) {
      // 1. the document, the right to change it now, and the version the client saw
      const { row, type, rights, lock } = await app.itemCore.visible(user, family, id);
      if (!rights.isProvider) throw forbidden(ITEM_MESSAGES[kind].readOnly);
      if (!rights.mayChange) throw conflict(ITEM_MESSAGES[kind].notEditable);
      // someone else's lock makes the item read-only (409 errors.<kind>_locked, with holder and since)
      assertNotHeldByOther(kind, lock);
      if (row.version !== version) throw preconditionFailed();
      if (options.asType !== undefined && options.asType !== row.type_id)
        throw unprocessable([{ path: '', messageKey: 'errors.xml_root', params: { expected: row.type_id }, severity: 'critical' }]);
      // 2. validate: a notice changes only its sections (decision 0158), then the schema and checks
      const data = normalized(row.type_id, input);
      const outside = outsideScope(row, app.catalog.get(row.type_id)!.schema, data);
      if (outside.length > 0) throw unprocessable(outside);
      const issues = await checked(user, row.type_id, data, options.complete);
      // 3. write only if nobody wrote in between; index rows and audit in the same transaction
      const at = now();
      const newVersion = await db.transaction().execute(async (trx) => {
        const next = await itemRepo.updateDocumentData(trx, id, version, {
          data,
          checkErrors: issues,
          schemaVersion: type.schemaVersion,
          at,
          userId: user.userId,
        });
        if (next === null) throw preconditionFailed();
        await itemRepo.syncIndexRows(trx, id, indexRows(data));
        // the lookups follow the assets only when their numbers changed (most saves change none)
        await syncAssetChecks(trx, id, data, at, JSON.parse(row.data));
        await writeItemAudit(trx, at, origin, { kind, id }, user, 'update', { details: { version: next } });
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

export default servicePlugin(
  'items',
  (app) => Object.fromEntries(FAMILIES.map((family) => [family, itemsService(app, family)])) as Record<Family, ItemsService>,
  {
    name: 'documents-service',
    dependencies: ['db', 'catalog-service', 'item-core'],
  },
);
