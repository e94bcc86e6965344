/**
 * Archive destruction (app.archive; decisions 0076–0078), in numbered stages per action:
 * validate → check the act's status and items → write with its audit event in one transaction.
 * - retention policies: administrable years and legal basis per type and status;
 * - legal holds: set and lifted with a reason, audited; a held item is never listed or destroyed;
 * - acts: the administrator forms the list (formuojamas), removes items with a reason, seals the
 *   act's PDF through the signing provider (laukia_archyvaro, the PDF's hash goes into the audit
 *   chain); the archivist (AR_archyvatorius only) approves (patvirtintas) or returns it
 *   (grazintas); the administrator runs an approved act (ivykdytas, destroy.ts).
 */

import type { DestructionAct, LegalHold } from '../../../src/domain/contracts/archive.js';
import type { Answer } from '../../lib/contract-route.js';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EDITABLE_ACT_STATUSES } from '../../../src/domain/archive/retention.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import { loadPdfFonts } from '../../lib/pdf-writer.js';
import type { SessionUser } from '../../plugins/access.js';
import { createStorage } from '../files/storage.js';
import { loadPdfLabels } from '../certificate-issue/labels.js';
import { lockDocuments } from '../items/repository.js';
import { findCandidates, type Candidate } from './candidates.js';
import { insertFormedAct } from './form-act.js';
import { sealAct } from './seal.js';
import { DESTRUCTION_BATCH, destroyItems, type DestroyContext } from './destroy.js';
import * as repo from './repository.js';
import { assertDestroyable } from './guards.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** A destruction act and a legal hold as the contract answers them (src/domain/contracts/archive.ts), codes as plain strings. */
export type ActView = Answer<DestructionAct>;
export type HoldView = LegalHold;

declare module 'fastify' {
  interface FastifyInstance {
    archive: ReturnType<typeof archiveApi>;
  }
}

const holdView = (h: repo.HoldRow): HoldView => ({
  id: Number(h.id),
  documentId: Number(h.document_id),
  caseReference: h.case_reference,
  reason: h.reason,
  setAt: h.set_at,
  liftedAt: h.lifted_at,
  liftReason: h.lift_reason,
});

const ARCHIVIST = 'AR_archyvatorius';
const reasonError = (path: string) => unprocessable([{ path, messageKey: 'validation.required', severity: 'critical' }]);

function archiveApi(app: FastifyInstance, opts: { dataDir: string; root: string }) {
  const db = app.db.kysely;
  const at = () => app.clock.now().toISOString();
  const today = () => registryDate(app.clock.now());
  const fonts = loadPdfFonts(opts.root);
  const labels = loadPdfLabels(opts.root);
  const attachedStorage = createStorage(opts.dataDir);
  const certificateStorage = createStorage(path.join(opts.dataDir, 'certificates'));
  const extractStorage = createStorage(path.join(opts.dataDir, 'extracts'));
  const title = (typeId: string) => {
    try {
      return labels.typeTitle(typeId);
    } catch {
      return typeId;
    }
  };
  const audit = (
    trx: typeof db,
    user: SessionUser,
    origin: AuditOrigin,
    action: string,
    objectType: string,
    objectId: number,
    extra: { fromState?: string; toState?: string; reason?: string; details?: Record<string, unknown> } = {},
  ) => writeAudit(trx, at(), origin, { action, actorId: user.userId, actorName: user.displayName, objectType, objectId, ...extra });

  const toView = (act: repo.ActRow, items: repo.ActItemRow[]): ActView => ({
    id: Number(act.id),
    number: act.number,
    status: act.status,
    createdAt: act.created_at,
    sealedAt: act.sealed_at,
    pdfSha256: act.pdf_sha256,
    decidedAt: act.decided_at,
    decisionReason: act.decision_reason,
    executedAt: act.executed_at,
    items: items.map((i) => ({
      documentId: Number(i.document_id),
      typeId: i.type_id,
      status: i.status,
      registryNumber: i.registry_number,
      retentionEnd: i.retention_end,
      legalBasis: i.legal_basis,
      removedAt: i.removed_at,
      removedReason: i.removed_reason,
    })),
  });

  async function actView(id: number): Promise<ActView> {
    const act = await repo.findAct(db, id);
    if (!act) throw notFound('errors.archive_act_not_found');
    return toView(act, await repo.actItems(db, id));
  }

  /** Every act with its items: two queries, whatever the number of acts. */
  async function actViews(): Promise<ActView[]> {
    const acts = await repo.listActs(db);
    const items = await repo.itemsOfActs(
      db,
      acts.map((a) => Number(a.id)),
    );
    return acts.map((a) => toView(a, items.get(Number(a.id)) ?? []));
  }

  async function listed(actId: number) {
    return (await repo.actItems(db, actId)).filter((i) => i.removed_at === null);
  }

  /** 409 when a listed item is under a legal hold, or (for running) has an open workflow (guards.ts). */
  const assertListedDestroyable = (items: repo.ActItemRow[], forRun: boolean) =>
    assertDestroyable(
      db,
      items.map((i) => Number(i.document_id)),
      forRun,
    );

  const destroyContext: DestroyContext = {
    db,
    dialect: app.db.dialect,
    at,
    batchSize: DESTRUCTION_BATCH,
    removeFiles: async (files) => {
      const stores = [
        [attachedStorage, files.attached],
        [certificateStorage, files.certificates],
        [extractStorage, files.extracts],
      ] as const;
      for (const [storage, names] of stores)
        for (const name of names)
          await storage.remove(storage.pathOf(name)).catch((err: unknown) => app.log.error({ err }, "could not remove a destroyed item's file"));
    },
  };

  return {
    destroyContext,

    policies: async () =>
      (await repo.listPolicies(db)).map((p) => ({ id: Number(p.id), typeId: p.type_id, status: p.status, years: p.years, legalBasis: p.legal_basis })),

    async updatePolicy(user: SessionUser, id: number, years: number, legalBasis: string, origin: AuditOrigin) {
      if (!legalBasis.trim()) throw reasonError('/legalBasis');
      await inTransaction(db, async (trx) => {
        const r = await repo.updatePolicy(trx, id, years, legalBasis.trim(), at());
        if (Number(r.numUpdatedRows) !== 1) throw notFound('errors.archive_policy_not_found');
        await audit(trx, user, origin, 'archive.policy.changed', 'retention_policy', id, { details: { years, legalBasis } });
      });
      return this.policies();
    },

    async candidates(): Promise<{ due: Candidate[]; held: Candidate[] }> {
      return findCandidates(db, today());
    },

    // ── legal holds
    async holds(user: SessionUser, documentId: number): Promise<HoldView[]> {
      const row = await db.selectFrom('document').select('family').where('id', '=', documentId).executeTakeFirst();
      if (!row) throw notFound('errors.document_not_found');
      await app.itemCore.visible(user, row.family as Parameters<typeof app.itemCore.visible>[1], documentId);
      return (await repo.holdsOf(db, documentId)).map(holdView);
    },

    async setHold(user: SessionUser, input: { documentId: number; caseReference: string; reason: string }, origin: AuditOrigin): Promise<HoldView> {
      // 1. validate
      if (!input.caseReference.trim()) throw reasonError('/caseReference');
      if (!input.reason.trim()) throw reasonError('/reason');
      // 2. write with its audit event, the item's row locked: a destruction batch running now either
      // finishes first (the item is gone: 404) or waits and then finds the hold (destroy.ts)
      return inTransaction(db, async (trx) => {
        await lockDocuments(trx, app.db.dialect, [input.documentId]);
        const doc = await trx.selectFrom('document').select('id').where('id', '=', input.documentId).executeTakeFirst();
        if (!doc) throw notFound('errors.document_not_found');
        const id = await repo.insertHold(trx, {
          documentId: input.documentId,
          caseReference: input.caseReference.trim(),
          reason: input.reason.trim(),
          by: user.userId,
          at: at(),
        });
        await audit(trx, user, origin, 'archive.hold.set', 'document', input.documentId, {
          reason: input.reason.trim(),
          details: { hold: id, caseReference: input.caseReference.trim() },
        });
        return holdView((await repo.findHold(trx, id))!);
      });
    },

    async liftHold(user: SessionUser, holdId: number, reason: string, origin: AuditOrigin): Promise<HoldView> {
      if (!reason.trim()) throw reasonError('/reason');
      return inTransaction(db, async (trx) => {
        const hold = await repo.findHold(trx, holdId);
        if (!hold) throw notFound('errors.archive_hold_not_found');
        if (!(await repo.liftHold(trx, holdId, user.userId, reason.trim(), at()))) throw conflict('errors.archive_hold_already_lifted');
        await audit(trx, user, origin, 'archive.hold.lifted', 'document', Number(hold.document_id), { reason: reason.trim(), details: { hold: holdId } });
        return holdView((await repo.findHold(trx, holdId))!);
      });
    },

    // ── acts
    acts: actViews,
    act: actView,

    async formAct(user: SessionUser, origin: AuditOrigin): Promise<ActView> {
      const { due } = await findCandidates(db, today());
      if (due.length === 0) throw conflict('errors.archive_nothing_to_destroy');
      const id = await inTransaction(db, async (trx) => {
        const { actId, number } = await insertFormedAct(trx, due, user.userId, at(), today());
        await audit(trx, user, origin, 'archive.act.formed', 'destruction_act', actId, {
          toState: 'formuojamas',
          details: { number, items: due.map((c) => c.documentId) },
        });
        return actId;
      });
      return actView(id);
    },

    async removeItem(user: SessionUser, actId: number, documentId: number, reason: string, origin: AuditOrigin): Promise<ActView> {
      if (!reason.trim()) throw reasonError('/reason');
      await inTransaction(db, async (trx) => {
        const act = await repo.findAct(trx, actId);
        if (!act) throw notFound('errors.archive_act_not_found');
        if (!(EDITABLE_ACT_STATUSES as readonly string[]).includes(act.status)) throw conflict('errors.archive_act_not_editable');
        if (!(await repo.removeActItem(trx, actId, documentId, user.userId, reason.trim(), at()))) throw notFound('errors.archive_item_not_listed');
        await audit(trx, user, origin, 'archive.act.item_removed', 'destruction_act', actId, { reason: reason.trim(), details: { document: documentId } });
      });
      return actView(actId);
    },

    async seal(user: SessionUser, actId: number, origin: AuditOrigin): Promise<ActView> {
      // 1. the act is still the administrator's, lists something, and nothing listed is held
      const act = await repo.findAct(db, actId);
      if (!act) throw notFound('errors.archive_act_not_found');
      if (!(EDITABLE_ACT_STATUSES as readonly string[]).includes(act.status)) throw conflict('errors.archive_act_not_editable');
      const items = await listed(actId);
      if (items.length === 0) throw conflict('errors.archive_act_empty');
      await assertListedDestroyable(items, false);
      // 2. the PDF, sealed by the signing provider, its hash in the audit chain (seal.ts)
      await sealAct(db, { provider: app.signing.provider, fonts, typeTitle: title }, act, items, { userId: user.userId, name: user.displayName }, at(), origin);
      return actView(actId);
    },

    async pdf(actId: number): Promise<{ number: string; pdf: Buffer }> {
      const act = await repo.findAct(db, actId);
      if (!act) throw notFound('errors.archive_act_not_found');
      if (!act.pdf) throw notFound('errors.archive_act_not_sealed');
      return { number: act.number, pdf: Buffer.from(act.pdf, 'base64') };
    },

    async decide(user: SessionUser, actId: number, decision: 'patvirtinti' | 'grazinti', reason: string | undefined, origin: AuditOrigin): Promise<ActView> {
      // 1. only the archivist decides, on a sealed act whose seal still holds
      if (!user.roles.includes(ARCHIVIST)) throw forbidden('errors.archive_archivist_only');
      if (decision === 'grazinti' && !reason?.trim()) throw reasonError('/reason');
      const act = await repo.findAct(db, actId);
      if (!act) throw notFound('errors.archive_act_not_found');
      if (act.status !== 'laukia_archyvaro') throw conflict('errors.archive_act_not_waiting');
      const check = await app.signing.provider.verify(db, Buffer.from(act.seal ?? '', 'base64'));
      if (!check.valid || createHash('sha256').update(check.content).digest('hex') !== act.pdf_sha256) throw conflict('errors.archive_act_seal_invalid');
      if (decision === 'patvirtinti') await assertListedDestroyable(await listed(actId), false);
      // 2. the decision with its audit event
      const to = decision === 'patvirtinti' ? 'patvirtintas' : 'grazintas';
      await inTransaction(db, async (trx) => {
        const now = at();
        if (!(await repo.moveAct(trx, actId, ['laukia_archyvaro'], to, { decided_by: user.userId, decided_at: now, decision_reason: reason?.trim() ?? null })))
          throw conflict('errors.archive_act_not_waiting');
        await audit(trx, user, origin, `archive.act.${to}`, 'destruction_act', actId, {
          fromState: 'laukia_archyvaro',
          toState: to,
          ...(reason?.trim() ? { reason: reason.trim() } : {}),
          details: { number: act.number, actSha256: act.pdf_sha256 },
        });
      });
      return actView(actId);
    },

    async run(user: SessionUser, actId: number, origin: AuditOrigin): Promise<ActView> {
      // 1. only an approved act runs, once; nothing listed is held or in an open workflow
      const act = await repo.findAct(db, actId);
      if (!act) throw notFound('errors.archive_act_not_found');
      if (act.status === 'ivykdytas') throw conflict('errors.archive_act_already_executed');
      if (act.status !== 'patvirtintas') throw conflict('errors.archive_act_not_approved');
      const items = await listed(actId);
      await assertListedDestroyable(items, true);
      // 2. the items, batch by batch (destroy.ts); a rerun after a crash skips tombstones
      await destroyItems(destroyContext, act, items, user, origin);
      // 3. the act is done
      await inTransaction(db, async (trx) => {
        const now = at();
        if (!(await repo.moveAct(trx, actId, ['patvirtintas'], 'ivykdytas', { executed_at: now }))) throw conflict('errors.archive_act_already_executed');
        await audit(trx, user, origin, 'archive.act.executed', 'destruction_act', actId, {
          fromState: 'patvirtintas',
          toState: 'ivykdytas',
          details: { number: act.number, actSha256: act.pdf_sha256, items: items.length },
        });
      });
      return actView(actId);
    },

    tombstones: async () =>
      (await repo.listTombstones(db)).map((t) => ({
        documentId: Number(t.document_id),
        family: t.family,
        typeId: t.type_id,
        status: t.status,
        registryNumber: t.registry_number,
        createdAt: t.created_at,
        registeredAt: t.registered_at,
        statusChangedAt: t.status_changed_at,
        retentionEnd: t.retention_end,
        actNumber: t.act_number,
        destroyedAt: t.destroyed_at,
      })),
  };
}

export default servicePlugin(
  'archive',
  (app, _db, opts: { dataDir: string; root?: string }) => archiveApi(app, { dataDir: opts.dataDir, root: opts.root ?? process.cwd() }),
  { name: 'archive-service', dependencies: ['db', 'item-core', 'signing-service'] },
);
