/**
 * Archive destruction: the retention policies (decision 0076) and demo data — old terminated
 * and refused mortgages past their retention (the deregistered ones in the register search's
 * history until destroyed), one of them under a legal hold, a sealed
 * destruction act waiting for the archivist (AR_archyvatorius), and a deregistered entry within
 * its retention to restore. The data of each old item is
 * a copy of a seeded mortgage's (valid for its schema), with its own registration number.
 */
import type { Kysely } from 'kysely';
import { indexRows } from '../../../src/domain/documents/index-rows.js';
import { SYSTEM_ORIGIN, writeAudit } from '../../lib/audit.js';
import { loadPdfFonts } from '../../lib/pdf-writer.js';
import { findCandidates } from '../../modules/archive/candidates.js';
import { insertFormedAct } from '../../modules/archive/form-act.js';
import * as repo from '../../modules/archive/repository.js';
import { sealAct } from '../../modules/archive/seal.js';
import { loadPdfLabels } from '../../modules/certificate-issue/labels.js';
import { insertDocument, ownerOf, replaceIndexRows } from '../../modules/items/repository.js';
import { writeSearchIndex } from '../../modules/items/search-index.js';
import { localSigner } from '../../modules/signing/local-signer.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';
import { sessionOf } from './documents.js';

/** Assumed legal basis (decision 0076): the register's regulations and the general retention index. */
const BASIS = 'Sutarčių ir teisių suvaržymų registro nuostatai; Bendrųjų dokumentų saugojimo terminų rodyklė (Lietuvos vyriausiojo archyvaro įsakymas)';

export const RETENTION_POLICIES = [
  { type_id: '*', status: 'nutrauktas', years: 10, legal_basis: `${BASIS}: išregistruoti įrašai saugomi 10 metų nuo išregistravimo.` },
  { type_id: '*', status: 'atmestas', years: 5, legal_basis: `${BASIS}: atsisakyti įregistruoti pranešimai saugomi 5 metus nuo sprendimo.` },
] as const;

/** Old items: [registration number, status, last status change]; the third is held, the first two go into the waiting act. */
export const OLD_ITEMS = [
  ['STSR-2009-000101', 'nutrauktas', '2010-02-11T09:00:00.000Z'],
  ['STSR-2009-000102', 'nutrauktas', '2010-03-04T09:00:00.000Z'],
  ['STSR-2011-000201', 'nutrauktas', '2012-05-21T09:00:00.000Z'],
  ['STSR-2013-000301', 'atmestas', '2013-06-18T09:00:00.000Z'],
  ['STSR-2014-000401', 'nutrauktas', '2014-09-09T09:00:00.000Z'],
] as const;

/** The old items' registration numbers, in the order they are seeded (tests find them by these). */
export const ARCHIVE_DEMO_NUMBERS: string[] = OLD_ITEMS.map(([number]) => number);

/** A deregistered entry still within its retention and on no list: the archive restore's demo (its document page offers „Atkurti įrašą“). */
export const RESTORABLE_ITEM = ['STSR-2021-000501', 'nutrauktas', '2021-11-15T09:00:00.000Z'] as const;

export async function seedArchive(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  for (const p of RETENTION_POLICIES)
    await db
      .insertInto('retention_policy')
      .values({ ...p, updated_at: ctx.now })
      .onConflict((oc) => oc.columns(['type_id', 'status']).doNothing())
      .execute();

  const done = await db.selectFrom('document').select('id').where('registry_number', '=', OLD_ITEMS[0][0]).executeTakeFirst();
  const template = await db.selectFrom('document').selectAll().where('type_id', '=', 'sutartine-hipoteka').orderBy('id').limit(1).executeTakeFirst();
  if (done || !template) return;
  const admin = await sessionOf(db, 'AD_administratorius');
  const ids: number[] = [];
  for (const [number, status, changedAt] of [...OLD_ITEMS, RESTORABLE_ITEM]) {
    const data = JSON.parse(template.data) as Record<string, unknown>;
    const id = await insertDocument(db, {
      typeId: template.type_id,
      status,
      schemaVersion: template.schema_version,
      data,
      owner: ownerOf(template),
      at: changedAt,
    });
    await db.updateTable('document').set({ registry_number: number, registered_at: changedAt, status_changed_at: changedAt }).where('id', '=', id).execute();
    await replaceIndexRows(db, id, indexRows(data as never));
    // deregistered entries are in the register search (history) until destroyed
    await writeSearchIndex(db, id);
    await writeAudit(db, ctx.now, SYSTEM_ORIGIN, {
      action: 'document.create',
      objectType: 'document',
      objectId: id,
      toState: status,
      details: { type: template.type_id, demo: 'archive' },
    });
    ids.push(id);
  }
  const holdId = await repo.insertHold(db, {
    documentId: ids[2]!,
    caseReference: 'Vilniaus apygardos teismas, byla Nr. e2-1234-567/2026',
    reason: 'Teismo prašymu saugoti iki bylos pabaigos',
    by: admin.userId,
    at: ctx.now,
  });
  await writeAudit(db, ctx.now, SYSTEM_ORIGIN, {
    action: 'archive.hold.set',
    actorId: admin.userId,
    actorName: admin.displayName,
    objectType: 'document',
    objectId: ids[2]!,
    details: { hold: holdId },
  });

  // the act waiting for the archivist lists the first two old items
  const today = registryDate(new Date(ctx.now));
  const due = (await findCandidates(db, today)).due.filter((c) => c.documentId === ids[0] || c.documentId === ids[1]);
  const { actId } = await insertFormedAct(db, due, admin.userId, ctx.now, today);
  const act = (await repo.findAct(db, actId))!;
  await sealAct(
    db,
    { provider: localSigner, fonts: loadPdfFonts(process.cwd()), typeTitle: (typeId) => loadPdfLabels(process.cwd()).typeTitle(typeId) },
    act,
    await repo.actItems(db, actId),
    { userId: admin.userId, name: admin.displayName },
    ctx.now,
    SYSTEM_ORIGIN,
  );
}
