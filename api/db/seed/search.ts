/**
 * Demo data of register search, idempotent: saved searches of the notary who searches
 * (notaras.paieska), and searches in the log a demo citizen (EL_FA, Jonas Petraitis) reads in
 * the portal as "who searched my data" (a search and an entry opened from it). Written once:
 * the log is append-only.
 */
import type { Kysely } from 'kysely';
import { OPENED_ENTRY } from '../../../src/domain/search/scopes.js';
import { appendLog } from '../../modules/search/repository.js';
import type { Database } from '../schema.js';
import type { SeedContext } from './index.js';

const SEARCHER = 'notaras.paieska';
const BANK_SEARCHER = 'P_S_pagal_FA';
const CITIZEN_CODE = '38703181745';

const SAVED = [
  { name: 'Jankauskienės hipotekos', kind: 'fizinis', criteria: { name: 'Jankauskiene', birthDate: '1985-02-25', purpose: 'notarinis_veiksmas' } },
  { name: 'AB „Pavyzdžių bankas“', kind: 'juridinis', criteria: { code: '112233445' } },
];

export async function seedSearch(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'username', 'first_name', 'last_name', 'office_id'])
    .where('username', 'in', [SEARCHER, BANK_SEARCHER])
    .execute();
  const user = (name: string) => users.find((u) => u.username === name)!;

  const notary = user(SEARCHER);
  const saved = await db.selectFrom('saved_search').select('id').where('user_id', '=', notary.id).executeTakeFirst();
  if (!saved) {
    await db
      .insertInto('saved_search')
      .values(
        SAVED.map((s) => ({
          user_id: notary.id,
          face: 'workplace',
          name: s.name,
          kind: s.kind,
          criteria: JSON.stringify(s.criteria),
          created_at: ctx.now,
          updated_at: ctx.now,
        })),
      )
      .execute();
  }

  const bank = user(BANK_SEARCHER);
  if (await db.selectFrom('search_log').select('id').where('user_id', '=', bank.id).executeTakeFirst()) return;
  const actor = {
    at: ctx.now,
    userId: Number(bank.id),
    face: 'workplace',
    actorName: `${bank.first_name} ${bank.last_name}`,
    officeId: bank.office_id,
    requesterName: null,
    requesterCode: null,
  };
  const entries = await db
    .selectFrom('search_index')
    .select('document_id')
    .where('kind', '=', 'fizinis')
    .where('code', '=', CITIZEN_CODE)
    .where('in_force', '=', 1)
    .groupBy('document_id')
    .execute();
  await appendLog(db, {
    ...actor,
    kind: 'fizinis',
    criteria: { code: CITIZEN_CODE, purpose: 'kreditavimas' },
    purpose: 'kreditavimas',
    resultCount: entries.length,
    subjects: [CITIZEN_CODE],
  });
  // then opened the first entry it found: a read the citizen sees too (decision 0100)
  const first =
    entries[0] && (await db.selectFrom('search_index').select('registry_number').where('document_id', '=', entries[0].document_id).executeTakeFirst());
  if (first)
    await appendLog(db, { ...actor, kind: OPENED_ENTRY, criteria: { number: first.registry_number }, purpose: null, resultCount: 1, subjects: [CITIZEN_CODE] });
}
