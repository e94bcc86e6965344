/**
 * Sealing a destruction act: its PDF (act-pdf.ts) signed through the signing provider's
 * interface, stored with its SHA-256, the act moved to laukia_archyvaro and the hash written
 * into the audit chain — one transaction. Used by the service and by the demo seed.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { EDITABLE_ACT_STATUSES } from '../../../src/domain/archive/retention.js';
import { conflict } from '../../lib/errors.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import type { PdfFonts } from '../../lib/pdf-writer.js';
import type { SigningProvider } from '../signing/provider.js';
import { renderActPdf } from './act-pdf.js';
import { moveAct, type ActItemRow, type ActRow } from './repository.js';

export interface SealSetup {
  provider: SigningProvider;
  fonts: PdfFonts;
  typeTitle: (typeId: string) => string;
}

export async function sealAct(
  db: Kysely<Database>,
  setup: SealSetup,
  act: ActRow,
  items: ActItemRow[],
  signer: { userId: number; name: string },
  at: string,
  origin: AuditOrigin,
): Promise<void> {
  const pdf = Buffer.from(
    await renderActPdf(
      {
        number: act.number,
        formedOn: act.created_at.slice(0, 10),
        formedBy: signer.name,
        at,
        items: items.map((i) => ({
          documentId: Number(i.document_id),
          typeTitle: setup.typeTitle(i.type_id),
          registryNumber: i.registry_number,
          status: i.status,
          retentionEnd: i.retention_end,
          legalBasis: i.legal_basis,
        })),
      },
      setup.fonts,
    ),
  );
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await inTransaction(db, async (trx) => {
    const seal = await setup.provider.sign(trx, { signer, content: pdf, at });
    const moved = await moveAct(trx, Number(act.id), EDITABLE_ACT_STATUSES, 'laukia_archyvaro', {
      sealed_at: at,
      pdf: pdf.toString('base64'),
      pdf_sha256: sha256,
      seal: seal.toString('base64'),
      decided_by: null,
      decided_at: null,
      decision_reason: null,
    });
    if (!moved) throw conflict('errors.archive_act_not_editable');
    await writeAudit(trx, at, origin, {
      action: 'archive.act.sealed',
      actorId: signer.userId,
      actorName: signer.name,
      objectType: 'destruction_act',
      objectId: Number(act.id),
      fromState: act.status,
      toState: 'laukia_archyvaro',
      details: { number: act.number, actSha256: sha256, provider: setup.provider.id },
    });
  });
}
