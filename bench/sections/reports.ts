/**
 * Reports: the time of each administration report (GET /api/admin/reports/{stsr,ntr,nep,susijusiems}
 * over a year) with 1,000,000 filings and their search-log rows (quick: 100,000; BENCH_REPORT_COUNT
 * sets another count), on SQLite and — with BENCH_DATABASE_URL — PostgreSQL; median of 5 after one
 * unmeasured request, signed in as the demo administrator. Target (issue 19): ≤ 2 s at 1M.
 *
 * Documents come from the bulk seeder (bench/bulk-seed.ts), made filings with log rows by
 * bench/report-seed.ts. `nep` lists every item past its term (a tenth of the filings are returned,
 * a fifth await a decision), `susijusiems` one person of the search pool.
 */
import { signIn } from '../api-client.js';
import { bulkSeed, nextDocumentId } from '../bulk-seed.js';
import { dropDatabase, filledDatabase } from '../databases.js';
import { median, startServer, type Figure, type RunContext, type Section } from '../lib.js';
import { compared, meets } from '../report.js';
import { REPORT_YEAR, seedReportRows } from '../report-seed.js';
import { personCodes } from '../search-index-seed.js';
import { timeGets } from '../timed-requests.js';

const FULL = 1_000_000;
const QUICK = 100_000;
const TARGET_MS = 2000;
const PORTS = { sqlite: 4832, postgres: 4833 };
const fmt = (n: number) => n.toLocaleString('en-US');
const PERIOD = `from=${REPORT_YEAR}-01-01&to=${REPORT_YEAR}-12-31`;

const REPORTS: Record<string, string> = {
  stsr: `stsr?${PERIOD}`,
  ntr: `ntr?${PERIOD}`,
  nep: 'nep',
  susijusiems: `susijusiems?personCode=${personCodes()[7]}&${PERIOD}`,
};

/** Median ms of 5 requests after one unmeasured; each must answer 200. */
const timed = async (url: string, headers: Record<string, string>): Promise<number> =>
  median(await timeGets({ count: 5, warmUp: 1, url: () => url, headers, accept: (status) => status === 200 }));

async function measure(dialect: 'sqlite' | 'postgres', count: number, ctx: RunContext) {
  const fresh = await filledDatabase({ dialect, name: `reports_${count}`, section: 'reports' }, ctx, async (db) => {
    const first = await nextDocumentId(db.kysely);
    return (await bulkSeed(db.kysely, count)).seconds + (await seedReportRows(db.kysely, first, count));
  });
  if (!fresh) return null;
  const seconds = fresh.filled;
  console.log(`  ${dialect}: ${fmt(count)} filings with their log rows seeded in ${seconds.toFixed(1)} s`);
  const server = await startServer({ port: PORTS[dialect], database: fresh.bench.url });
  try {
    const headers = { authorization: `Bearer ${await signIn(server.url, 'AD_administratorius')}` };
    const health = await timed(`${server.url}/api/health`, {});
    const reports: Record<string, number> = {};
    for (const [name, path] of Object.entries(REPORTS)) reports[name] = await timed(`${server.url}/api/admin/reports/${path}`, headers);
    return { seconds, health, reports };
  } finally {
    await server.stop();
    await dropDatabase(fresh.bench);
  }
}

export const reports: Section = {
  name: 'reports',
  describe: `median time of each administration report with ${fmt(FULL)} filings (quick: ${fmt(QUICK)}), ≤ ${TARGET_MS} ms`,
  async run(ctx: RunContext): Promise<Figure[]> {
    const count = Number(process.env.BENCH_REPORT_COUNT) || (ctx.quick ? QUICK : FULL);
    const figures: Figure[] = [];
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const r = await measure(dialect, count, ctx);
      if (!r) continue;
      const label = `${dialect} · ${fmt(count)} filings ·`;
      figures.push(compared({ section: 'reports', name: `${label} seed`, value: r.seconds, unit: 's' }));
      for (const [name, value] of Object.entries(r.reports)) {
        figures.push({
          ...compared({ section: 'reports', name: `${label} ${name}`, value, unit: 'ms', baseline: { name: 'GET health', value: r.health } }),
          target: `≤ ${TARGET_MS} ms`,
          met: meets(value, TARGET_MS, 'lower'),
        });
      }
    }
    return figures;
  },
};
