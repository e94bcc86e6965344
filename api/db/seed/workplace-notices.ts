/**
 * Demo of a workplace notice's scope (decision 0158): UAB „Baltijos lizingas“ (DT_JA) leases
 * office premises to UAB „Statybų rangovas“ (a registered lease) and has moved: its open address change
 * notice of that lease, in preparation, holds the company's new address. Signed in as DT_JA,
 * the notice's page says what it is and which entry it changes; the tabs holding addresses are
 * editable, the contract's tabs read-only. Idempotent: nothing is added once the notice exists.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays } from '../../../src/domain/calendar/working-days.js';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { SYSTEM_ORIGIN } from '../../lib/audit.js';
import type { TypeFacts } from '../../modules/items/policy.js';
import { findDocument, replaceIndexRows, updateDocumentData } from '../../modules/items/repository.js';
import { createChangeNotice } from '../../modules/lifecycle/changes.js';
import type { Database } from '../schema.js';
import { sessionOf } from './documents.js';
import type { SeedContext } from './index.js';
import { COMPANY_PROVIDER, register } from './self-service.js';

const LESSOR = { asmensTipas: 'juridinis', pavadinimas: 'UAB „Baltijos lizingas“', jaKodas: '305123456', adresas: COMPANY_PROVIDER.istaigosAdresas };
/** A party no search or portal test counts. */
const LESSEE = {
  asmensTipas: 'juridinis',
  pavadinimas: 'UAB „Statybų rangovas“',
  jaKodas: '304567890',
  adresas: { salis: 'LT', savivaldybe: 'Kauno m. sav.', vietove: 'Kaunas', gatve: 'Laisvės al.', namoNr: '10', pastoKodas: 'LT-44240' },
};
const NEW_ADDRESS = { salis: 'LT', savivaldybe: 'Vilniaus m. sav.', vietove: 'Vilnius', gatve: 'Savanorių pr.', namoNr: '28', pastoKodas: 'LT-03116' };

export async function seedWorkplaceNotices(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const done = await db.selectFrom('document').select('id').where('notice_kind', '=', 'adreso_keitimas').limit(1).executeTakeFirst();
  if (done) return;
  const [company, registrar] = await Promise.all(['DT_JA', 'RG_STSR_registrat'].map((u) => sessionOf(db, u)));
  const today = registryDate(new Date(ctx.now));
  const concluded = addCalendarDays(today, -30);
  const lease = await register(
    db,
    ctx.now,
    'nuoma',
    {
      dokumentas: { idk: '20260000009301', registroNr: '9-3301', sudarymoData: concluded },
      duomenuTeikejas: COMPANY_PROVIDER,
      davejai: [LESSOR],
      gavejai: [LESSEE],
      sutartis: { sutartiesNr: 'BL-N-2026-3', sutartiesData: concluded, pradziosData: addCalendarDays(today, -20), nuomaPerMenesi: 1200 },
      dalykai: [{ turtasID: 't1', rusis: 'kitas', pavadinimas: 'Biuro patalpos Konstitucijos pr. 7', identifikatorius: 'BP-7-301', verte: 180000 }],
    },
    company,
    registrar,
  );
  const entry = (await findDocument(db, lease))!;
  const facts: TypeFacts = { family: 'documents', lifecycle: 'professional', createRoles: [] };
  const basis = { pagrindas: 'Pasikeitė bendrovės buveinės adresas', data: today };
  const notice = await createChangeNotice({ db, at: ctx.now, today, origin: SYSTEM_ORIGIN }, company, entry, facts, 'adreso_keitimas', basis);
  const row = (await findDocument(db, notice.id))!;
  const data = JSON.parse(row.data) as { davejai: Record<string, unknown>[] };
  data.davejai = data.davejai.map((p) => (p.jaKodas === LESSOR.jaKodas ? { ...p, adresas: NEW_ADDRESS } : p));
  await updateDocumentData(db, row.id, row.version, { data, schemaVersion: row.schema_version, at: ctx.now, userId: company.userId });
  await replaceIndexRows(db, row.id, indexRows(data));
}
