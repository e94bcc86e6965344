/**
 * Search index rows for the search bench: for each of `count` bulk-seeded documents
 * (bench/bulk-seed.ts) the rows a registered mortgage gives the index (api/modules/items/search-index.ts):
 * a natural-person debtor (found by personal code or by name and birth date), a company
 * creditor (by code or name), an NTR unit (by identifier) and the registry number — with
 * folded name keys from each word on. INSERT … SELECT over a number series, one transaction.
 * Codes come from pools of valid codes, so one code matches `count / POOL` entries, as a
 * person or a bank appears in many entries; names and identifiers are unique per entry.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../api/db/migrations/helpers.js';
import type { Database } from '../api/db/schema.js';
import { isValidPersonalCode } from '../src/domain/access/personal-code.js';

/** How many different personal and company codes the entries share. */
export const POOL = 1000;
export const BIRTH_DATE = '1985-02-25';
const CHUNK = 50_000;

/** `POOL` valid personal codes of people born on BIRTH_DATE (the check digit found by trying). */
export const personCodes = (): string[] => {
  const out: string[] = [];
  for (let n = 0; out.length < POOL; n++) {
    const stem = `4850225${String(n).padStart(3, '0')}`;
    const code = [...'0123456789'].map((d) => stem + d).find(isValidPersonalCode);
    if (code) out.push(code);
  }
  return out;
};
export const companyCode = (k: number) => String(300_000_000 + k);
/** The registry number of entry `i` (a valid STSR number, unique). */
export const registryNumber = (i: number) => `STSR-2025-${1_000_000 + i}`;

/**
 * Writes the index rows of documents `first` … `first + count - 1` (already in `document`).
 * @returns seconds taken
 */
export async function seedSearchIndex(db: Kysely<Database>, first: number, count: number): Promise<number> {
  const started = performance.now();
  const pg = isPostgres(db as unknown as Kysely<unknown>);
  const persons = personCodes();
  const n = pg ? sql`g.i::text` : sql`cast(i as text)`;
  const k = pg ? sql`(g.i % ${sql.lit(POOL)})::text` : sql`cast(i % ${sql.lit(POOL)} as text)`;
  const number = pg ? sql`'STSR-2025-' || (1000000 + g.i)::text` : sql`'STSR-2025-' || cast(1000000 + i as text)`;
  const company = pg ? sql`(300000000 + g.i % ${sql.lit(POOL)})::text` : sql`cast(300000000 + i % ${sql.lit(POOL)} as text)`;
  const person = sql`case ${sql.raw(`(i % ${POOL})`)} ${sql.join(
    persons.map((c, j) => sql`when ${sql.lit(j)} then ${sql.lit(c)}`),
    sql` `,
  )} end`;
  const common = sql`'2026-01-02T10:00:00.000Z', ${number}, 'sutartine-hipoteka', 'documents'`;
  await db.transaction().execute(async (trx) => {
    for (let from = first; from < first + count; from += CHUNK) {
      const to = Math.min(from + CHUNK, first + count) - 1;
      const series = pg
        ? sql`select i from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as g(i)`
        : sql`with recursive s(i) as (select ${sql.lit(from)} union all select i + 1 from s where i < ${sql.lit(to)}) select i from s`;
      const rows = (seq: number, kind: string, role: string, code: unknown, name: unknown, key: unknown, birth: string | null) =>
        sql`insert into search_index (document_id, party_seq, kind, role, code, name, name_key, birth_date, in_force, registered_at, registry_number, type_id, family)
          select i, ${sql.lit(seq)}, ${kind}, ${role}, ${code}, ${name}, ${key}, ${birth}, 1, ${common} from (${series}) g`.execute(trx);
      const debtor = sql`'Ona Pavardenė' || ${n}`;
      const creditor = sql`'UAB „Bendrovė' || ${k} || '“'`;
      await rows(0, 'fizinis', 'skolininkai', person, debtor, sql`'ona pavardene' || ${n}`, BIRTH_DATE);
      await rows(0, 'fizinis', 'skolininkai', person, debtor, sql`'pavardene' || ${n}`, BIRTH_DATE);
      await rows(1, 'juridinis', 'kreditoriai', company, creditor, sql`'uab bendrove' || ${k}`, null);
      await rows(1, 'juridinis', 'kreditoriai', company, creditor, sql`'bendrove' || ${k}`, null);
      await rows(2, 'turtas', 'ntr', sql`'4400-' || ${n}`, null, null, null);
      await rows(3, 'kodas', 'registro_nr', number, null, null, null);
    }
  });
  return (performance.now() - started) / 1000;
}
