/**
 * Generating an extract, in stages, inside the caller's transaction (the extract's row, the
 * audit event and whatever the caller adds — e.g. the cart item it issues — commit together):
 * 1. a fresh verification code; the entry's content read in the transaction (as of now);
 * 2. the PDF (pdf.ts) with the code and the QR code of /patikra/{code};
 * 3. the registry's PAdES seal on the PDF (seal.ts: the signing provider's sealPdf, the
 *    registry's seal credentials); the SHA-256 of the sealed bytes;
 * 4. the PDF written to a temporary file; the row (kept until today + saugojimoLaikas days)
 *    and the audit event; the file is moved into place last. A rollback removes the file.
 */
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import type { PdfFonts } from '../../lib/pdf-writer.js';
import type { PdfLabels } from '../certificate-issue/labels.js';
import { keepUntil } from '../certificate-issue/retention.js';
import type { FileStorage } from '../files/storage.js';
import type { DocumentRow } from '../items/repository.js';
import { sha256Hex } from '../signing/canonical.js';
import type { SigningProvider } from '../signing/provider.js';
import { newVerificationCode } from './code.js';
import { extractContent } from './content.js';
import { renderExtractPdf } from './pdf.js';
import * as repo from './repository.js';
import { sealExtractPdf } from './seal.js';

/** What generating needs besides the transaction. */
export interface ExtractSetup {
  storage: FileStorage;
  provider: SigningProvider;
  labels: PdfLabels & { status(status: string): string };
  fonts: PdfFonts;
}

export interface GenerateRequest {
  row: DocumentRow;
  /** who generates (or, for a portal order, approves and signs) it */
  actor: { userId: number; name: string };
  /** the portal's public base address (SELF_SERVICE_URL) the QR code points to */
  origin: string;
  at: string;
  today: string;
  keepDays: number;
  auditOrigin: AuditOrigin;
  /** registers the undo of written files, run if the transaction rolls back */
  onRollback(undo: () => Promise<void>): void;
}

/** The PDF's file name as the browser saves it. */
export const extractFileName = (code: string): string => `israsas-${code}.pdf`;

/** Stages 1–4 in `trx`; the new extract's row. */
export async function generateExtract(setup: ExtractSetup, trx: Kysely<Database>, req: GenerateRequest): Promise<repo.ExtractRow> {
  // 1. code and content
  const code = newVerificationCode();
  const keep = keepUntil(req.today, req.keepDays);
  const verifyUrl = `${req.origin}/patikra/${code}`;
  const content = await extractContent(trx, req.row, { code, verifyUrl, generatedAt: req.at, generatedOn: req.today, keepUntil: keep }, setup.labels);
  // 2. the PDF; 3. the registry's seal on it
  const { bytes, seal } = await sealExtractPdf(setup.provider, trx, await renderExtractPdf(content, setup.fonts), req.at, code);
  const sha256 = sha256Hex(bytes);
  // 4. file, row, audit; the file is moved into place last
  const storageName = setup.storage.newStorageName();
  const temp = setup.storage.newTempPath();
  req.onRollback(async () => {
    await setup.storage.remove(temp);
    await setup.storage.remove(setup.storage.pathOf(storageName));
  });
  await fs.promises.writeFile(temp, bytes, { mode: 0o600 });
  const row: Omit<repo.ExtractRow, 'id' | 'deleted_at'> = {
    code,
    document_id: req.row.id,
    registry_number: req.row.registry_number,
    sha256,
    size_bytes: bytes.byteLength,
    seal,
    seal_provider: setup.provider.id,
    storage_name: storageName,
    file_name: extractFileName(code),
    generated_at: req.at,
    generated_by: req.actor.userId,
    keep_until: keep,
  };
  const id = await repo.insertExtract(trx, row);
  await writeAudit(trx, req.at, req.auditOrigin, {
    action: 'extract.generate',
    actorId: req.actor.userId,
    actorName: req.actor.name,
    objectType: 'document',
    objectId: req.row.id,
    details: { extractId: id, code, sha256, keepUntil: keep },
  });
  await setup.storage.place(temp, storageName);
  return { ...row, id, deleted_at: null };
}
