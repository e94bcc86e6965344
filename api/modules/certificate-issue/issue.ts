/**
 * Issuing a certificate. A certificate is an excerpt of register data: nobody decides on it,
 * so the system issues it as soon as the citizen's order is transferred (perduoti →
 * perduotas). In stages, inside one transaction:
 * 1. the conditional status change perduotas → iregistruotas (of two processes issuing the
 *    same order exactly one wins; the other does nothing);
 * 2. the certificate number from the NTR registry counter (no gaps), written as the item's
 *    registry number;
 * 3. the content from the order and the land register, rendered as a PDF (pdf.ts) and written
 *    to the certificates' storage under a random name;
 * 4. the certificate_pdf row (kept until today + saugojimoLaikas days), the version snapshot
 *    and the audit event (system actor).
 * A failure anywhere rolls everything back and removes the file; the order stays perduotas
 * and the next sweep (or read) tries again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { REGISTER_OF, formatRegistryNumber } from '../../../src/domain/lifecycle/registry-number.js';
import type { Database } from '../../db/schema.js';
import { SYSTEM_ORIGIN, writeAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import { findDocument } from '../documents/repository.js';
import type { FileStorage } from '../files/storage.js';
import * as lifecycleRepo from '../lifecycle/repository.js';
import { applicantCode, applicantName, isCertificateType, plotsFor, type CertificateContent, type CertificateOrder } from './content.js';
import type { PdfLabels } from './labels.js';
import type { LandRegister } from './land-register.js';
import { renderCertificatePdf, type PdfFonts } from './pdf.js';
import * as repo from './repository.js';
import { keepUntil } from './retention.js';

/** The action name of issuing in snapshots and audit events. */
export const ISSUE_ACTION = 'isdavimas';

export interface IssueContext {
  db: Kysely<Database>;
  storage: FileStorage;
  register: LandRegister;
  labels: PdfLabels;
  fonts: PdfFonts;
  /** ISO instant of issue */
  at: string;
  /** its day in Lithuania */
  today: string;
  /** saugojimoLaikas, calendar days */
  keepDays: number;
}

/** The PDF's file name as the user's browser saves it. */
export const pdfFileName = (number: string): string => `pazyma-${number}.pdf`;

/**
 * Issues one transferred certificate.
 * @returns the certificate number, or null when there was nothing to issue (not a certificate, not transferred, already issued, or another process won)
 */
export async function issueCertificate(ctx: IssueContext, documentId: number): Promise<string | null> {
  const row = await findDocument(ctx.db, documentId);
  if (!row || !isCertificateType(row.type_id) || row.status !== 'perduotas') return null;
  if (await repo.pdfOf(ctx.db, documentId)) return null;
  const typeId = row.type_id;
  const order = JSON.parse(row.data) as CertificateOrder;
  // The land register is read before the transaction: it is another system behind the seam.
  const plots = await plotsFor(typeId, order, ctx.register);
  const storageName = ctx.storage.newStorageName();
  const temp = ctx.storage.newTempPath();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      // 1. the status change, only if nobody issued it in between
      const moved = await lifecycleRepo.transition(trx, {
        id: row.id,
        from: 'perduotas',
        to: 'iregistruotas',
        version: row.version,
        change: { status_changed_at: ctx.at, registered_at: ctx.at, registered_version: row.version + 1, decision_deadline: null },
      });
      if (!moved) return null;
      // 2. the number
      const year = Number(ctx.today.slice(0, 4));
      const register = REGISTER_OF.certificates;
      const number = formatRegistryNumber(register, year, await lifecycleRepo.nextSequence(trx, register, year));
      await lifecycleRepo.setRegistryNumber(trx, row.id, number);
      // 3. the PDF
      const content: CertificateContent = {
        typeId,
        number,
        issuedAt: ctx.at,
        issuedOn: ctx.today,
        keepUntil: keepUntil(ctx.today, ctx.keepDays),
        applicant: { name: applicantName(order.pareiskejas), code: applicantCode(order.pareiskejas) },
        purpose: { place: order.tikslas.pateikimoVieta, institution: order.tikslas.institucija, description: order.tikslas.aprasymas },
        plots,
      };
      const bytes = await renderCertificatePdf(content, ctx.labels, ctx.fonts);
      await fs.promises.writeFile(temp, bytes, { mode: 0o600 });
      // 4. row, snapshot, audit; the file is moved into place last
      await repo.insertPdf(trx, {
        document_id: row.id,
        number,
        storage_name: storageName,
        file_name: pdfFileName(number),
        size_bytes: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        issued_at: ctx.at,
        keep_until: content.keepUntil,
      });
      await lifecycleRepo.snapshot(trx, row.id, ISSUE_ACTION, { id: null, name: null });
      await writeAudit(trx, ctx.at, SYSTEM_ORIGIN, {
        action: `certificate.${ISSUE_ACTION}`,
        objectType: 'document',
        objectId: row.id,
        fromState: 'perduotas',
        toState: 'iregistruotas',
        details: { number, type: typeId, plots: plots.length, keepUntil: content.keepUntil },
      });
      await ctx.storage.place(temp, storageName);
      return number;
    });
  } catch (error) {
    await ctx.storage.remove(temp);
    await ctx.storage.remove(ctx.storage.pathOf(storageName));
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
    const due = await repo.awaitingIssue(ctx.db, batch);
    let issued = 0;
    for (const { id } of due) if ((await issueCertificate(ctx, Number(id))) !== null) issued++;
    total += issued;
    if (due.length < batch || issued === 0) return total;
  }
}

/**
 * Deletes the PDFs whose keeping period has passed: file first, then the row is marked
 * (a crash in between leaves a row the next sweep marks; a missing file is no error).
 * @returns how many this call deleted
 */
export async function sweepExpiredPdfs(ctx: Pick<IssueContext, 'db' | 'storage' | 'at' | 'today'>, batch = 200): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await repo.duePdfs(ctx.db, ctx.today, batch);
    for (const pdf of due) {
      await ctx.storage.remove(ctx.storage.pathOf(pdf.storage_name));
      const marked = await inTransaction(ctx.db, async (trx) => {
        if (!(await repo.markDeleted(trx, Number(pdf.id), ctx.at))) return false;
        await writeAudit(trx, ctx.at, SYSTEM_ORIGIN, {
          action: 'certificate.pdf_deleted',
          objectType: 'document',
          objectId: pdf.document_id,
          reason: 'certificates.reasons.keepingPeriodOver',
          details: { number: pdf.number, keepUntil: pdf.keep_until },
        });
        return true;
      });
      if (marked) total++;
    }
    if (due.length < batch) return total;
  }
}
