/**
 * API throughput and latency with autocannon on loopback (bench/api-load.ts): GET health,
 * GET document and PUT document of the largest mortgage, on SQLite and on PostgreSQL
 * (BENCH_DATABASE_URL; otherwise skipped with the reason printed). Every figure is also a
 * ratio to GET health of the same server in the same run; PostgreSQL's also to SQLite's.
 * SQLite PUT is measured a second time with WRITE_BATCH=off (no group commit, decision 0141):
 * batched PUT is reported as a ratio to it.
 */
import { loadFigures, type LoadTarget } from '../api-figures.js';
import { CONNECTIONS, measureDocumentApi, measurePut, type DocumentApiResult } from '../api-load.js';
import { dropDatabase, freshDatabase } from '../databases.js';
import { hostileFigures } from '../hostile-body.js';
import type { Figure, RunContext, Section } from '../lib.js';

export const API_SECONDS = Number(process.env.BENCH_API_SECONDS || 8);
export const QUICK_API_SECONDS = 2;

/** The targets on SQLite; PostgreSQL within 2× of SQLite. */
export const TARGETS: Record<'get' | 'put', LoadTarget> = { get: { rps: 5000, p99: 20 }, put: { rps: 1000, p99: 50 } };
const PORTS = { sqlite: 4810, postgres: 4811, unbatched: 4812 };

/** Health, GET and PUT figures of one run against its own GET health. */
export function serverFigures(section: string, label: string, r: DocumentApiResult, targets: Partial<typeof TARGETS> = {}): Figure[] {
  const health = { name: `${label} GET health`, load: r.health };
  return [
    ...loadFigures(section, `${label} GET health`, r.health, null),
    ...loadFigures(section, `${label} GET document`, r.get, health, targets.get),
    ...loadFigures(section, `${label} PUT document`, r.put, health, targets.put),
  ];
}

export const api: Section = {
  name: 'api',
  describe: `autocannon, ${CONNECTIONS} connections × ${API_SECONDS} s per endpoint (quick: ${QUICK_API_SECONDS} s), SQLite and PostgreSQL`,
  async run(ctx: RunContext): Promise<Figure[]> {
    const seconds = ctx.quick ? QUICK_API_SECONDS : API_SECONDS;
    const sqliteDb = await freshDatabase('sqlite', 'api');
    if (!sqliteDb.ok) throw new Error(sqliteDb.reason);
    const sqlite = await measureDocumentApi(sqliteDb.db, PORTS.sqlite, seconds, { hostile: true });
    const figures = [...serverFigures('api', 'sqlite ·', sqlite, TARGETS), ...hostileFigures('api', 'sqlite ·', sqlite.hostile!)];
    const unbatchedDb = await freshDatabase('sqlite', 'api-unbatched');
    if (!unbatchedDb.ok) throw new Error(unbatchedDb.reason);
    const unbatched = await measurePut(unbatchedDb.db, PORTS.unbatched, seconds, { WRITE_BATCH: 'off' });
    figures.push(
      ...loadFigures('api', 'sqlite · PUT document, WRITE_BATCH=off', unbatched, { name: 'sqlite GET health', load: sqlite.health }),
      ...loadFigures('api', 'sqlite · PUT document batched vs WRITE_BATCH=off', sqlite.put, { name: 'sqlite PUT document WRITE_BATCH=off', load: unbatched }),
    );

    const pgDb = await freshDatabase('postgres', 'api');
    if (!pgDb.ok) {
      ctx.skip(`api: ${pgDb.reason}`);
      return figures;
    }
    const pg = await measureDocumentApi(pgDb.db, PORTS.postgres, seconds);
    await dropDatabase(pgDb.db);
    figures.push(...serverFigures('api', 'postgres ·', pg));
    // the PostgreSQL target: within 2× of SQLite, measured in the same run
    figures.push(
      ...loadFigures('api', 'postgres vs sqlite · GET document', pg.get, { name: 'sqlite GET document', load: sqlite.get }, { factor: 2 }).filter(
        (f) => !f.name.includes('failed'),
      ),
      ...loadFigures('api', 'postgres vs sqlite · PUT document', pg.put, { name: 'sqlite PUT document', load: sqlite.put }, { factor: 2 }).filter(
        (f) => !f.name.includes('failed'),
      ),
    );
    return figures;
  },
};
