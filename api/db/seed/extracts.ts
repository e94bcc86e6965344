/**
 * Demo data of extracts (api/modules/extracts): the demo citizen Jonas Petraitis (EL_FA) has
 * paid for an extract of his registered pledge, which waits for the customer centre's
 * approval (/paieska/tvirtinimas, as KAC_darbuotojas) — and, when the seed is given the data
 * folder (npm start, npm run db:seed; not the API tests, which need no demo files), an extract
 * of the same entry already signed by the customer centre and issued to him: its PDF is in
 * his documents, its notice in his notices, and /patikra/{code} says it is authentic.
 * Idempotent: nothing is added once Jonas has an extract order.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { SYSTEM_ORIGIN } from '../../lib/audit.js';
import { ISSUER, loadPdfFonts } from '../../lib/pdf-writer.js';
import { loadPdfLabels } from '../../modules/certificate-issue/labels.js';
import { generateExtract } from '../../modules/extracts/generate.js';
import { loadStatusTitles } from '../../modules/extracts/content.js';
import { EXTRACT_KIND } from '../../modules/extracts/kinds.js';
import { createStorage } from '../../modules/files/storage.js';
import { findDocument } from '../../modules/items/repository.js';
import { notifyExtractIssued } from '../../modules/notices/notify.js';
import { localSigner } from '../../modules/signing/local-signer.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';
import { DEMO_PRICES } from './cart.js';

const JONAS = '38703181745';

export async function seedExtracts(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const jonas = await db.selectFrom('app_user').select(['id', 'first_name', 'last_name']).where('username', '=', 'EL_FA').executeTakeFirst();
  const kac = await db.selectFrom('app_user').select(['id', 'first_name', 'last_name']).where('username', '=', 'KAC_darbuotojas').executeTakeFirst();
  if (!jonas || !kac) return;
  if (await db.selectFrom('cart_item').select('id').where('owner_person_code', '=', JONAS).where('kind', '=', EXTRACT_KIND).executeTakeFirst()) return;
  const entry = await db
    .selectFrom('document')
    .innerJoin('document_party', 'document_party.document_id', 'document.id')
    .select('document.id')
    .where('document_party.code', '=', JONAS)
    .where('document_party.role', '!=', 'informavimas')
    .where('document.status', '=', 'iregistruotas')
    .where('document.notice_kind', '=', 'pirminis')
    .orderBy('document.id')
    .executeTakeFirst();
  if (!entry) return;
  const documentId = Number(entry.id);
  const amount = DEMO_PRICES[EXTRACT_KIND];

  const paidOrder = async (paymentId: string, status: 'apmoketas' | 'isduotas') => {
    await db
      .insertInto('cart_payment')
      .values({
        id: paymentId,
        document_id: null,
        user_id: jonas.id,
        amount_cents: amount,
        currency: 'EUR',
        provider: 'local',
        status: 'apmoketas',
        return_path: '/krepselis',
        created_at: ctx.now,
        completed_at: ctx.now,
      })
      .execute();
    const row = await db
      .insertInto('cart_item')
      .values({
        kind: EXTRACT_KIND,
        document_id: documentId,
        user_id: jonas.id,
        owner_person_code: JONAS,
        owner_company_code: null,
        amount_cents: amount,
        currency: 'EUR',
        status,
        payment_id: paymentId,
        created_at: ctx.now,
        paid_at: ctx.now,
        decided_at: null,
        decided_by: null,
        extract_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  // waiting for the customer centre
  await paidOrder('demo-israsas-laukia-tvirtinimo', 'apmoketas');

  if (!ctx.files) return;
  // issued: generated, sealed with the registry's seal, stored, and notified
  const itemId = await paidOrder('demo-israsas-isduotas', 'isduotas');
  const row = (await findDocument(db, documentId))!;
  const kacName = `${kac.first_name} ${kac.last_name}`;
  const extract = await generateExtract(
    {
      storage: createStorage(path.join(ctx.files.dataDir, 'extracts')),
      provider: localSigner,
      labels: { ...loadPdfLabels(ctx.files.root), status: loadStatusTitles(ctx.files.root) },
      fonts: loadPdfFonts(ctx.files.root),
    },
    db,
    {
      row,
      actor: { userId: kac.id, name: kacName },
      origin: ctx.files.siteOrigin,
      at: ctx.now,
      today: registryDate(new Date(ctx.now)),
      keepDays: 30,
      auditOrigin: SYSTEM_ORIGIN,
      onRollback: () => undefined,
    },
  );
  await db
    .updateTable('cart_item')
    .set({ extract_id: Number(extract.id), decided_by: kac.id, decided_at: ctx.now })
    .where('id', '=', itemId)
    .execute();
  await notifyExtractIssued(db, row, {
    recipient: { userId: jonas.id, personCode: JONAS, companyCode: null },
    extract: { id: Number(extract.id), code: extract.code },
    at: ctx.now,
    actor: { id: kac.id, name: kacName },
    issuer: ISSUER,
  });
}
