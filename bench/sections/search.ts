/**
 * Search: p95 latency of each tab's query (GET /api/search/{tab}, logged as every search is)
 * with 10,000 and 1,000,000 registered entries in the search index (quick: 10,000 and
 * 100,000), on SQLite and — with BENCH_DATABASE_URL — PostgreSQL. Each figure is compared with
 * GET health's p95 in the same run, and the larger count with the smaller. Target (issue 18):
 * p95 ≤ 50 ms at 1M on both dialects.
 *
 * Documents come from the bulk seeder (bench/bulk-seed.ts), their index rows from
 * bench/search-index-seed.ts. Requests run one at a time (a user's search, not a load test),
 * each with other criteria of the same shape, as the searcher with all four P_S roles, after
 * a few unmeasured ones.
 */
import { signIn } from '../api-client.js';
import { bulkSeed, nextDocumentId } from '../bulk-seed.js';
import { dropDatabase, filledDatabase } from '../databases.js';
import { percentile, pinSelf, startServer, type Figure, type RunContext, type Section } from '../lib.js';
import { compared, meets } from '../report.js';
import { BIRTH_DATE, companyCode, personCodes, POOL, registryNumber, seedSearchIndex } from '../search-index-seed.js';
import { timeGets } from '../timed-requests.js';

const FULL = [10_000, 1_000_000];
const QUICK = [10_000, 100_000];
const TARGET_MS = 50;
const PORTS = { sqlite: 4830, postgres: 4831 };
const SEARCHER = 'notaras.paieska';
const fmt = (n: number) => n.toLocaleString('en-US');

/** The queries measured: each tab, by code and by name where the tab has both; `i` picks the entry. */
function queries(first: number, count: number) {
  const persons = personCodes();
  const entry = (r: number) => first + Math.floor(r * count);
  return {
    'juridinis by code': (r: number) => `juridinis?code=${companyCode(entry(r) % POOL)}`,
    'juridinis by name': (r: number) => `juridinis?name=bendrove${entry(r) % POOL}`,
    'fizinis by code': (r: number) => `fizinis?code=${persons[entry(r) % POOL]}&purpose=notarinis_veiksmas`,
    'fizinis by name': (r: number) => `fizinis?name=Pavardene${entry(r)}&birthDate=${BIRTH_DATE}&purpose=notarinis_veiksmas`,
    'turtas by identifier': (r: number) => `turtas?identifier=4400-${entry(r)}`,
    'kodas by registry number': (r: number) => `kodas?number=${registryNumber(entry(r))}`,
  };
}

const WARM_UP = 20;

/**
 * p95 (ms) of `n` requests made one at a time, after WARM_UP unmeasured ones; a search must
 * answer 200 with results, health 200.
 */
async function p95(n: number, url: (r: number) => string, headers: Record<string, string>, search = true): Promise<number> {
  const found = (status: number, body: string) => status === 200 && (!search || Boolean((JSON.parse(body) as { total?: number }).total));
  const times = await timeGets({ count: n, warmUp: WARM_UP, url, headers, accept: found });
  return percentile(
    times.sort((a, b) => a - b),
    95,
  );
}

async function measureAt(dialect: 'sqlite' | 'postgres', count: number, requests: number, ctx: RunContext) {
  const fresh = await filledDatabase({ dialect, name: `search_${count}`, section: 'search' }, ctx, async (db) => {
    const first = await nextDocumentId(db.kysely);
    const docs = await bulkSeed(db.kysely, count);
    return { first, seconds: docs.seconds + (await seedSearchIndex(db.kysely, first, count)) };
  });
  if (!fresh) return null;
  const { first, seconds } = fresh.filled;
  console.log(`  ${dialect}: ${fmt(count)} entries seeded with their index rows in ${seconds.toFixed(1)} s`);
  const server = await startServer({ port: PORTS[dialect], database: fresh.bench.url });
  const unpin = pinSelf(1);
  try {
    const headers = { authorization: `Bearer ${await signIn(server.url, SEARCHER)}` };
    const health = await p95(requests, () => `${server.url}/api/health`, {}, false);
    const tabs: Record<string, number> = {};
    for (const [name, url] of Object.entries(queries(first, count))) tabs[name] = await p95(requests, (r) => `${server.url}/api/search/${url(r)}`, headers);
    return { seconds, health, tabs };
  } finally {
    unpin();
    await server.stop();
    await dropDatabase(fresh.bench);
  }
}

export const search: Section = {
  name: 'search',
  describe: `p95 of each search tab's query with ${FULL.map(fmt).join(' and ')} entries (quick: ${QUICK.map(fmt).join(' and ')}), ≤ ${TARGET_MS} ms`,
  async run(ctx: RunContext): Promise<Figure[]> {
    const counts = ctx.quick ? QUICK : FULL;
    const requests = ctx.quick ? 60 : 200;
    const figures: Figure[] = [];
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const measured: { count: number; health: number; tabs: Record<string, number> }[] = [];
      for (const count of counts) {
        const r = await measureAt(dialect, count, requests, ctx);
        if (!r) break;
        figures.push(compared({ section: 'search', name: `${dialect} · seed of ${fmt(count)} entries with index rows`, value: r.seconds, unit: 's' }));
        measured.push({ count, health: r.health, tabs: r.tabs });
      }
      const [small] = measured;
      for (const m of measured) {
        const label = `${dialect} · ${fmt(m.count)} entries ·`;
        figures.push(compared({ section: 'search', name: `${label} GET health p95`, value: m.health, unit: 'ms' }));
        for (const [name, value] of Object.entries(m.tabs)) {
          const baseline = m === small ? { name: 'GET health p95', value: m.health } : { name: `${fmt(small.count)} entries`, value: small.tabs[name] };
          figures.push({
            ...compared({ section: 'search', name: `${label} ${name} p95`, value, unit: 'ms', baseline }),
            target: `≤ ${TARGET_MS} ms`,
            met: meets(value, TARGET_MS, 'lower'),
          });
        }
      }
    }
    return figures;
  },
};
