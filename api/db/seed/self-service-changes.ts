/**
 * Demo of the self-service change notices' data and of automatic deregistration, for Rūta
 * Kazlauskienė (EL_FA 49206111231, username rkazlauskiene; the other demo citizen's objects are
 * left as they were, so their lists stay as the self-service tests know them):
 * - her own change notice of her pledged car (a new number plate), in preparation — she sees
 *   the "Turtas" tab editable and can sign it;
 * - a lease of her parking space to the bank whose term ended yesterday: the automatic
 *   deregistration sweep deregisters it (the first sweep after start, within
 *   LIFECYCLE_SWEEP_MINUTES) and notifies both parties;
 * - a loan for use of her trailer to the bank whose term also ended yesterday, which she asked
 *   not to deregister automatically: it stays registered and is listed under her expired
 *   contracts ("pasibaigusios").
 * Idempotent: nothing is added once her change notice exists.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays } from '../../../src/domain/calendar/working-days.js';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { SYSTEM_ORIGIN } from '../../lib/audit.js';
import type { TypeFacts } from '../../modules/items/policy.js';
import { findDocument, replaceIndexRows, updateDocumentData } from '../../modules/items/repository.js';
import { createChangeNotice } from '../../modules/lifecycle/changes.js';
import { FACT_KINDS } from '../../modules/self-service/facts.js';
import { insertFact } from '../../modules/self-service/repository.js';
import type { Database } from '../schema.js';
import { sessionOf } from './documents.js';
import type { SeedContext } from './index.js';
import { BANK, COMPANY_PROVIDER, OTHER_CITIZEN, register } from './self-service.js';

type Data = Record<string, unknown>;

/** A contract of Rūta's (the giver) with the bank that ended yesterday. */
function endedContract(today: string, n: number, extra: Data, thing: Data): Data {
  return {
    dokumentas: { idk: `2026000000091${n}`, registroNr: `9-291${n}`, sudarymoData: addCalendarDays(today, -400) },
    duomenuTeikejas: COMPANY_PROVIDER,
    davejai: [OTHER_CITIZEN],
    gavejai: [BANK],
    sutartis: {
      sutartiesNr: `RK-${n}`,
      sutartiesData: addCalendarDays(today, -400),
      pradziosData: addCalendarDays(today, -395),
      pabaigosData: addCalendarDays(today, -1),
      ...extra,
    },
    dalykai: [{ turtasID: 't1', ...thing }],
  };
}

export async function seedSelfServiceChanges(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const ruta = { ...(await sessionOf(db, 'rkazlauskiene')), face: 'portal' as const };
  const done = await db
    .selectFrom('document')
    .select('id')
    .where('owner_user_id', '=', ruta.userId)
    .where('notice_kind', '=', 'pakeitimas')
    .limit(1)
    .executeTakeFirst();
  if (done) return;
  const pledge = await db
    .selectFrom('document')
    .innerJoin('document_party', 'document_party.document_id', 'document.id')
    .selectAll('document')
    .where('document.type_id', '=', 'sutartinis-ikeitimas')
    .where('document.notice_kind', '=', 'pirminis')
    .where('document_party.code', '=', OTHER_CITIZEN.asmensKodas)
    .executeTakeFirst();
  // the self-service seed registers her pledge; without it there is nothing to change
  if (!pledge) return;
  const today = registryDate(new Date(ctx.now));

  // her change notice: the pledged car got a new number plate
  const facts: TypeFacts = { family: 'documents', lifecycle: 'professional', createRoles: [] };
  const basis = { pagrindas: 'Pakeistas įkeisto automobilio valstybinis numeris', data: today };
  const notice = await createChangeNotice({ db, at: ctx.now, today, origin: SYSTEM_ORIGIN }, ruta, pledge, facts, 'pakeitimas', basis);
  const row = (await findDocument(db, notice.id))!;
  const data = JSON.parse(row.data) as { turtas: Data[] };
  data.turtas = data.turtas.map((t) => ({ ...t, valstybinisNr: 'RKZ790' }));
  await updateDocumentData(db, row.id, row.version, { data, schemaVersion: row.schema_version, at: ctx.now, userId: ruta.userId });
  await replaceIndexRows(db, row.id, indexRows(data));

  // two contracts whose term ended yesterday: one the sweep deregisters, one she asked to keep
  const [company, registrar] = await Promise.all(['DT_JA', 'RG_STSR_registrat'].map((u) => sessionOf(db, u)));
  await register(
    db,
    ctx.now,
    'nuoma',
    endedContract(
      today,
      1,
      { nuomaPerMenesi: 60 },
      { rusis: 'kitas', pavadinimas: 'Automobilio stovėjimo vieta Nr. 14', identifikatorius: 'SV-14', verte: 6000 },
    ),
    company,
    registrar,
  );
  const kept = await register(
    db,
    ctx.now,
    'panauda',
    endedContract(today, 2, {}, { rusis: 'kitas', pavadinimas: 'Lengvųjų automobilių priekaba', identifikatorius: 'PR-2020-07', verte: 1800 }),
    company,
    registrar,
  );
  await insertFact(db, {
    documentId: kept,
    kind: FACT_KINDS.noAutoDeregistration,
    partyRole: 'davejai',
    by: { userId: ruta.userId, name: ruta.displayName, personCode: ruta.personCode, companyCode: null },
    at: ctx.now,
  });
}
