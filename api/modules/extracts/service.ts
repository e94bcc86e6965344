/**
 * The extracts service (app.extracts):
 * - `generate`: a workplace user's extract of a registered entry they may read (access.ts),
 *   generated and sealed in one transaction (generate.ts);
 * - `order` / `approvals` / `approve`: a portal user's paid extract order — into the cart
 *   (api/modules/cart), paid there, then checked and signed by customer-centre staff: the
 *   item is claimed, the extract generated (sealed with the registry's seal) and the
 *   citizen notified (api/modules/notices), all in one transaction;
 * - `pdf` / `list`: the PDF while it is kept, to whoever generated it or was issued it;
 * - `verify` / `check`: the public verification (verify.ts);
 * - `info`: price, title and description of a search or extract kind;
 * - `sweep`: deletes the PDFs past saugojimoLaikas days (api/lib/kept-files.ts); the
 *   verification records stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { listApprovals, listExtracts, searchInfo } from '../../../src/domain/contracts/extracts.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { sweepKeptFiles, type KeptFiles } from '../../lib/kept-files.js';
import { everyMinutes, sweepMinutes } from '../../lib/periodic.js';
import { ISSUER, loadPdfFonts } from '../../lib/pdf-writer.js';
import { inTransaction } from '../../lib/transaction.js';
import type { SessionUser } from '../../plugins/access.js';
import * as cartRepo from '../cart/repository.js';
import { priceOf } from '../cart/prices.js';
import type { CartItemView } from '../cart/service.js';
import { loadPdfLabels } from '../certificate-issue/labels.js';
import { isExpired } from '../certificate-issue/retention.js';
import { createStorage } from '../files/storage.js';
import { findDocument } from '../items/repository.js';
import { pdfSealFacts, readPdfSeal } from '../signing/pdf-seal.js';
import { notifyExtractIssued } from '../notices/notify.js';
import { readableEntry } from './access.js';
import { loadStatusTitles } from './content.js';
import { generateExtract, type ExtractSetup, type GenerateRequest } from './generate.js';
import { EXTRACT_KIND, SEARCH_INFO, type SearchInfoKind } from './kinds.js';
import * as repo from './repository.js';
import { verifyExtract, type VerificationView } from './verify.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** The wire shapes, derived from the contracts (src/domain/contracts/extracts.ts), never restated. */
export type ExtractView = ResponseOf<typeof listExtracts>['items'][number];

export type ApprovalView = ResponseOf<typeof listApprovals>['items'][number];

export interface ExtractsService {
  generate(user: SessionUser, documentId: number, audit: AuditOrigin): Promise<ExtractView>;
  list(user: SessionUser): Promise<ExtractView[]>;
  pdf(user: SessionUser, id: number): Promise<{ stream: Readable; fileName: string; size: number }>;
  verify(code: string): Promise<VerificationView>;
  check(code: string, pdfBase64: string): Promise<VerificationView>;
  info(kind: SearchInfoKind): Promise<ResponseOf<typeof searchInfo>>;
  order(user: SessionUser, documentId: number, audit: AuditOrigin): Promise<CartItemView>;
  approvals(): Promise<ApprovalView[]>;
  approve(user: SessionUser, itemId: number, audit: AuditOrigin): Promise<ExtractView>;
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    extracts: ExtractsService;
  }
}

export interface ExtractsOptions {
  dataDir: string;
  /** the portal's public base address (SELF_SERVICE_URL): the QR code leads to its /patikra/{code}, whatever Host a request named */
  siteUrl: string;
  /** the folder holding locales/ and assets/fonts/ (default: the working directory) */
  root?: string;
  /** LIFECYCLE_SWEEP_MINUTES: 0 = no sweep timer in this process; otherwise the sweep runs every SWEEP_MINUTES (system parameter, re-read each run) */
  sweepMinutes?: number;
}

const PDF_MAGIC = Buffer.from('%PDF-');

export default servicePlugin(
  'extracts',
  async function extractsService(app, db, opts: ExtractsOptions) {
    const root = opts.root ?? process.cwd();
    const storage = createStorage(path.join(opts.dataDir, 'extracts'));
    const status = loadStatusTitles(root);
    const setup: ExtractSetup = { storage, provider: app.signing.provider, labels: { ...loadPdfLabels(root), status }, fonts: loadPdfFonts(root) };
    const at = () => app.clock.now().toISOString();
    const today = () => registryDate(app.clock.now());
    const days = () => app.systemService.setting('SAUGOJIMO_LAIKAS');

    const view = (r: repo.ExtractRow, day = today()): ExtractView => ({
      id: Number(r.id),
      kodas: r.code,
      objektasId: Number(r.document_id),
      registroNr: r.registry_number,
      sha256: r.sha256,
      suformuota: r.generated_at,
      saugomaIki: r.keep_until,
      prieinamas: r.deleted_at === null && !isExpired(r.keep_until, day),
      failoVardas: r.file_name,
      dydis: Number(r.size_bytes),
    });

    /** Runs `work` in a transaction; files it wrote are removed if it rolls back. */
    async function withFiles<T>(work: (trx: typeof db, onRollback: (undo: () => Promise<void>) => void) => Promise<T>): Promise<T> {
      const undos: (() => Promise<void>)[] = [];
      try {
        return await inTransaction(db, (trx) => work(trx, (undo) => undos.push(undo)));
      } catch (error) {
        for (const undo of undos) await undo().catch(() => undefined);
        throw error;
      }
    }

    /** May the user have this extract? Its generator, or the portal owner of the order that issued it. */
    async function mayHave(user: SessionUser, row: repo.ExtractRow): Promise<boolean> {
      if (user.face === 'workplace') return Number(row.generated_by) === user.userId;
      const issued = await cartRepo.itemsOf(db, { personCode: user.personCode, companyCode: user.companyCode }, ['isduotas']);
      return issued.some((i) => Number(i.extract_id) === Number(row.id));
    }

    async function byCode(code: string): Promise<repo.ExtractRow> {
      const row = await repo.findByCode(db, code);
      if (!row) throw notFound('errors.extract_not_found');
      return row;
    }

    /** The record's PDF while it is kept (null once swept, or missing from storage). */
    async function keptPdf(row: repo.ExtractRow): Promise<Buffer | null> {
      if (row.deleted_at !== null || row.storage_name === null) return null;
      return fs.promises.readFile(storage.pathOf(row.storage_name)).catch(() => null);
    }

    /** The signer and certificate of the PDF's own PAdES seal, as the verification page shows them (null: no sealed PDF). */
    const sealCertificateOf = async (pdf: Buffer | null) => pdfSealFacts(pdf && (await readPdfSeal(db, pdf, at())));

    const keptPdfs: KeptFiles<repo.ExtractRow> = {
      due: repo.dueExtracts,
      markDeleted: repo.markDeleted,
      deleted: {
        action: 'extract.pdf_deleted',
        reason: 'extracts.reasons.keepingPeriodOver',
        details: (row) => ({ code: row.code, keepUntil: row.keep_until }),
      },
    };

    /** The extract of `row` as `user` generates it (a registrar at once, or the customer centre approving an order). */
    const extractBy = (
      trx: Parameters<typeof generateExtract>[1],
      row: GenerateRequest['row'],
      user: SessionUser,
      run: Pick<GenerateRequest, 'at' | 'keepDays' | 'auditOrigin' | 'onRollback'>,
    ) => generateExtract(setup, trx, { row, actor: { userId: user.userId, name: user.displayName }, origin: opts.siteUrl, today: today(), ...run });

    everyMinutes(app, sweepMinutes(app, (opts.sweepMinutes ?? 0) > 0), 'extract sweep', () => app.extracts.sweep());
    return {
      async generate(user, documentId, audit) {
        // the portal orders extracts (paid, approved by the customer centre); only the workplace generates them at once
        if (user.face !== 'workplace') throw forbidden();
        const entry = await readableEntry(app, user, documentId);
        const keep = await days();
        const now = at();
        const row = await withFiles(async (trx, onRollback) => {
          const current = (await findDocument(trx, entry.id)) ?? entry;
          return extractBy(trx, current, user, { at: now, keepDays: keep, auditOrigin: audit, onRollback });
        });
        return view(row);
      },

      async list(user) {
        const day = today();
        if (user.face === 'workplace') {
          const rows = await db
            .selectFrom('extract')
            .selectAll()
            .where('generated_by', '=', user.userId)
            .orderBy('generated_at', 'desc')
            .orderBy('id', 'desc')
            .limit(200)
            .execute();
          return rows.map((r) => view(r, day));
        }
        const issued = await cartRepo.itemsOf(db, { personCode: user.personCode, companyCode: user.companyCode }, ['isduotas']);
        const ids = issued.map((i) => Number(i.extract_id)).filter((id) => id > 0);
        if (ids.length === 0) return [];
        const rows = await db.selectFrom('extract').selectAll().where('id', 'in', ids).orderBy('generated_at', 'desc').orderBy('id', 'desc').execute();
        return rows.map((r) => view(r, day));
      },

      async pdf(user, id) {
        const row = await repo.findExtract(db, id);
        if (!row || !(await mayHave(user, row))) throw notFound('errors.extract_not_found');
        if (row.deleted_at !== null || row.storage_name === null || isExpired(row.keep_until, today())) throw new AppError(410, 'errors.extract_pdf_expired');
        const file = storage.pathOf(row.storage_name);
        try {
          await fs.promises.access(file);
        } catch {
          app.log.warn({ extractId: id }, 'extract PDF missing from storage');
          throw new AppError(410, 'errors.extract_pdf_expired');
        }
        return { stream: fs.createReadStream(file), fileName: row.file_name, size: Number(row.size_bytes) };
      },

      async verify(code) {
        const row = await byCode(code);
        const kept = await keptPdf(row);
        return { ...(await verifyExtract(row, today(), kept)), antspaudoSertifikatas: await sealCertificateOf(kept) };
      },

      async check(code, pdfBase64) {
        const row = await byCode(code);
        const bytes = Buffer.from(pdfBase64, 'base64');
        // judged by the bytes: a PDF starts with %PDF- whatever the file was called
        if (bytes.length < PDF_MAGIC.length || !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw badRequest('errors.extract_upload_not_pdf');
        return { ...(await verifyExtract(row, today(), await keptPdf(row), bytes)), antspaudoSertifikatas: await sealCertificateOf(bytes) };
      },

      async info(kind) {
        const price = await priceOf(db, kind);
        return { kaina: price ? price.amountCents / 100 : 0, ...SEARCH_INFO[kind] };
      },

      async order(user, documentId, audit) {
        const entry = await readableEntry(app, user, documentId);
        return app.cart.addItem(user, EXTRACT_KIND, entry.id, audit);
      },

      async approvals() {
        const rows = await cartRepo.paidItems(db, EXTRACT_KIND);
        const users = rows.length
          ? await db
              .selectFrom('app_user')
              .select(['id', 'first_name', 'last_name', 'company_name'])
              .where('id', 'in', [...new Set(rows.map((r) => Number(r.user_id)))])
              .execute()
          : [];
        const docs = rows.length
          ? await db
              .selectFrom('document')
              .select(['id', 'type_id'])
              .where('id', 'in', [...new Set(rows.map((r) => Number(r.document_id)))])
              .execute()
          : [];
        return rows.map((r) => {
          const u = users.find((x) => Number(x.id) === Number(r.user_id));
          const person = u ? `${u.first_name} ${u.last_name}` : '—';
          return {
            id: Number(r.id),
            objektasId: Number(r.document_id),
            registroNr: r.registry_number,
            tipas: docs.find((d) => Number(d.id) === Number(r.document_id))?.type_id ?? '',
            uzsakovas: r.owner_company_code && u?.company_name ? `${u.company_name} (${person})` : person,
            apmoketa: r.paid_at ?? '',
            amountCents: Number(r.amount_cents),
            currency: r.currency,
          };
        });
      },

      async approve(user, itemId, audit) {
        const item = await cartRepo.findItem(db, itemId);
        if (!item || item.kind !== EXTRACT_KIND) throw notFound('errors.extract_order_not_found');
        if (item.status !== 'apmoketas') throw conflict('errors.extract_order_not_waiting');
        const keep = await days();
        const now = at();
        const row = await withFiles(async (trx, onRollback) => {
          // 1. claim the order: of two approvals exactly one proceeds
          if (!(await cartRepo.claimItemForIssue(trx, itemId, user.userId, now))) throw conflict('errors.extract_order_not_waiting');
          const entry = await findDocument(trx, Number(item.document_id));
          if (!entry) throw notFound('errors.extract_order_not_found');
          // 2. the extract, sealed with the registry's seal
          const extract = await extractBy(trx, entry, user, { at: now, keepDays: keep, auditOrigin: audit, onRollback });
          await cartRepo.setItemExtract(trx, itemId, Number(extract.id));
          // 3. the citizen's notice
          await notifyExtractIssued(trx, entry, {
            recipient: { userId: Number(item.user_id), personCode: item.owner_person_code, companyCode: item.owner_company_code },
            extract: { id: Number(extract.id), code: extract.code },
            at: now,
            actor: { id: user.userId, name: user.displayName },
            issuer: ISSUER,
          });
          await writeAudit(trx, now, audit, {
            action: 'extract.order_approved',
            actorId: user.userId,
            actorName: user.displayName,
            objectType: 'document',
            objectId: entry.id,
            fromState: 'apmoketas',
            toState: 'isduotas',
            details: { itemId, extractId: extract.id },
          });
          return extract;
        });
        return view(row);
      },

      sweep: () => sweepKeptFiles({ db, storage, at: at(), today: today() }, keptPdfs),
    } satisfies ExtractsService;
  },
  { name: 'extracts-service', dependencies: ['db', 'item-core', 'signing-service', 'system-service', 'cart-service', 'self-service-service'] },
);
