/**
 * Issuing a certificate. A certificate is an excerpt of register data: nobody decides on it,
 * so the system issues it as soon as the citizen's order enters `perduotas` (after `perduoti`
 * of a free order, after `moketi` of a paid one). It is a lifecycle effect (service.ts
 * registers `issueEffect` with `app.lifecycleEngine.onEnter`), so it runs INSIDE the transaction of
 * the transition into `perduotas`, in stages:
 * 0. before the transaction (`prepareIssue`): the land register (another system) and the
 *    keeping period are read;
 * 1. the conditional status change perduotas → iregistruotas (of two processes issuing the
 *    same order exactly one wins; the other does nothing);
 * 2. the certificate number from the NTR registry counter (no gaps), written as the item's
 *    registry number;
 * 3. the content from the order and the land register, rendered as a PDF (pdf.ts) and sealed
 *    with the registry's PAdES seal (the signing provider's sealPdf) — inside
 *    the transaction, so a committed `iregistruotas` always has its bytes — and written to the
 *    certificates' storage under a random name;
 * 4. the certificate_pdf row (kept until today + saugojimoLaikas days), the version snapshot
 *    and the audit event (system actor); the file is moved into place last.
 * A failure anywhere rolls back the whole transition (the user's perduoti / moketi too) and
 * removes the file. `issueCertificate` runs the same stages in a transaction of its own for an
 * order already stored in `perduotas` (seeded, or left by an older version): the lazy and
 * swept path.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { REGISTER_OF, formatRegistryNumber } from '../../../src/domain/lifecycle/registry-number.js';
import type { Database } from '../../db/schema.js';
import { SYSTEM_ORIGIN, writeAudit } from '../../lib/audit.js';
import { sweepKeptFiles, type KeptFiles } from '../../lib/kept-files.js';
import { inTransaction } from '../../lib/transaction.js';
import { findDocument, snapshot, transition, type DocumentRow } from '../items/repository.js';
import type { FileStorage } from '../files/storage.js';
import type { EffectRun, EnterEffect } from '../lifecycle/effects.js';
import * as lifecycleRepo from '../lifecycle/repository.js';
import type { SealRequest } from '../signing/provider.js';
import { applicantCode, applicantName, plotsFor, type CertificateContent, type CertificateOrder, type CertificateTypes } from './content.js';
import type { PdfLabels } from './labels.js';
import type { LandPlot, LandRegister } from './land-register.js';
import { renderCertificatePdf, type PdfFonts } from './pdf.js';
import * as repo from './repository.js';
import { keepUntil } from './retention.js';

/** The action name of issuing in snapshots and audit events. */
export const ISSUE_ACTION = 'isdavimas';

/** What issuing needs besides the database. */
export interface IssueSetup {
  /** the catalogue's certificate types and their plot rules */
  types: CertificateTypes;
  storage: FileStorage;
  register: LandRegister;
  labels: PdfLabels;
  fonts: PdfFonts;
  /** saugojimoLaikas, calendar days (read fresh for every issue: it is a system parameter) */
  keepDays(): Promise<number>;
  /** the registry's PAdES seal on the PDF (the signing provider's sealPdf) */
  seal(db: Kysely<Database>, request: SealRequest): Promise<Uint8Array>;
}

export interface IssueContext extends IssueSetup {
  db: Kysely<Database>;
  /** ISO instant of issue */
  at: string;
  /** its day in Lithuania */
  today: string;
}

/** What is read before the transaction: the plots the certificate lists and the keeping period. */
export interface PreparedIssue {
  plots: LandPlot[];
  keepDays: number;
}

/** The PDF's file name as the user's browser saves it. */
export const pdfFileName = (number: string): string => `pazyma-${number}.pdf`;

/** Stage 0, outside any transaction; null when the item is no certificate order. */
export async function prepareIssue(setup: IssueSetup, row: DocumentRow): Promise<PreparedIssue | null> {
  const rule = setup.types.ruleOf(row.type_id);
  if (!rule) return null;
  return { plots: await plotsFor(rule, JSON.parse(row.data) as CertificateOrder, setup.register), keepDays: await setup.keepDays() };
}

/**
 * Stages 1–4 inside the caller's transaction, on an order stored in `perduotas`.
 * @returns the certificate number, or null when there was nothing to issue (already issued, or another process won)
 */
export async function applyIssue(setup: IssueSetup, run: Omit<EffectRun<PreparedIssue | null>, 'origin'>): Promise<string | null> {
  const { trx, row, prepared } = run;
  const rule = setup.types.ruleOf(row.type_id);
  if (!prepared || !rule || row.status !== 'perduotas') return null;
  if (await repo.pdfOf(trx, row.id)) return null;
  // 1. the status change, only if nobody issued it in between
  const moved = await transition(trx, {
    id: row.id,
    from: 'perduotas',
    to: 'iregistruotas',
    version: row.version,
    change: { status_changed_at: run.at, registered_at: run.at, registered_version: row.version + 1, decision_deadline: null },
  });
  if (!moved) return null;
  // 2. the number
  const year = Number(run.today.slice(0, 4));
  const register = REGISTER_OF.certificates;
  const number = formatRegistryNumber(register, year, await lifecycleRepo.nextSequence(trx, register, year));
  await lifecycleRepo.setRegistryNumber(trx, row.id, number);
  // 3. the PDF
  const order = JSON.parse(row.data) as CertificateOrder;
  const content: CertificateContent = {
    typeId: row.type_id,
    plans: rule.plots === 'chosen' && rule.plans === true,
    number,
    issuedAt: run.at,
    issuedOn: run.today,
    keepUntil: keepUntil(run.today, prepared.keepDays),
    applicant: { name: applicantName(order.pareiskejas), code: applicantCode(order.pareiskejas) },
    purpose: { place: order.tikslas.pateikimoVieta, institution: order.tikslas.institucija, description: order.tikslas.aprasymas },
    plots: prepared.plots,
  };
  const bytes = await setup.seal(trx, {
    pdf: await renderCertificatePdf(content, setup.labels, setup.fonts),
    at: run.at,
    reason: `${setup.labels.typeTitle(content.typeId)} Nr. ${number}`,
  });
  const storageName = setup.storage.newStorageName();
  const temp = setup.storage.newTempPath();
  run.onRollback(async () => {
    await setup.storage.remove(temp);
    await setup.storage.remove(setup.storage.pathOf(storageName));
  });
  await fs.promises.writeFile(temp, bytes, { mode: 0o600 });
  // 4. row, snapshot, audit; the file is moved into place last
  await repo.insertPdf(trx, {
    document_id: row.id,
    number,
    storage_name: storageName,
    file_name: pdfFileName(number),
    size_bytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    issued_at: run.at,
    keep_until: content.keepUntil,
  });
  await snapshot(trx, row.id, ISSUE_ACTION, { id: null, name: null });
  await writeAudit(trx, run.at, SYSTEM_ORIGIN, {
    action: `certificate.${ISSUE_ACTION}`,
    objectType: 'document',
    objectId: row.id,
    fromState: 'perduotas',
    toState: 'iregistruotas',
    details: { number, type: row.type_id, plots: prepared.plots.length, keepUntil: content.keepUntil },
  });
  await setup.storage.place(temp, storageName);
  return number;
}

/** The lifecycle effect of entering `perduotas` in the certificates family. */
export function issueEffect(setup: IssueSetup): EnterEffect<PreparedIssue | null> {
  return {
    prepare: (row) => prepareIssue(setup, row),
    apply: async (run) => {
      await applyIssue(setup, run);
    },
  };
}

/**
 * Issues one order already stored in `perduotas`, in a transaction of its own (the lazy and
 * swept path; a transition into `perduotas` issues through `issueEffect` instead).
 * @returns the certificate number, or null when there was nothing to issue (not a certificate, not transferred, already issued, or another process won)
 */
export async function issueCertificate(ctx: IssueContext, documentId: number): Promise<string | null> {
  const row = await findDocument(ctx.db, documentId);
  if (!row || !ctx.types.ruleOf(row.type_id) || row.status !== 'perduotas') return null;
  if (await repo.pdfOf(ctx.db, documentId)) return null;
  const prepared = await prepareIssue(ctx, row);
  const undos: (() => Promise<void>)[] = [];
  try {
    return await inTransaction(ctx.db, async (trx) => {
      const current = await findDocument(trx, documentId);
      return current ? applyIssue(ctx, { trx, row: current, prepared, at: ctx.at, today: ctx.today, onRollback: (undo) => undos.push(undo) }) : null;
    });
  } catch (error) {
    for (const undo of undos) await undo().catch(() => undefined);
    throw error;
  }
}

/**
 * Issues every transferred certificate that has none yet, in batches.
 * @returns how many this call issued
 */
export async function issuePending(ctx: IssueContext, batch = 50): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await repo.awaitingIssue(ctx.db, ctx.types.ids, batch);
    let issued = 0;
    for (const { id } of due) if ((await issueCertificate(ctx, Number(id))) !== null) issued++;
    total += issued;
    if (due.length < batch || issued === 0) return total;
  }
}

/** Certificates' PDFs as kept files (the shared sweep: api/lib/kept-files.ts). */
const CERTIFICATE_PDFS: KeptFiles<repo.CertificatePdfRow> = {
  due: repo.duePdfs,
  markDeleted: repo.markDeleted,
  deleted: {
    action: 'certificate.pdf_deleted',
    reason: 'certificates.reasons.keepingPeriodOver',
    details: (pdf) => ({ number: pdf.number, keepUntil: pdf.keep_until }),
  },
};

/**
 * Deletes the PDFs whose keeping period has passed (file first, then the row is marked).
 * @returns how many this call deleted
 */
export const sweepExpiredPdfs = (ctx: Pick<IssueContext, 'db' | 'storage' | 'at' | 'today'>, batch = 200): Promise<number> =>
  sweepKeptFiles(ctx, CERTIFICATE_PDFS, batch);
