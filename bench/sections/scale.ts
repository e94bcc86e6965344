/**
 * Scale: the GET and PUT document figures again with many documents in the database, filled
 * by the bulk seeder (bench/bulk-seed.ts). The largest count is compared with the smallest of
 * the same dialect in the same run — target: at most 1.3× slower at 1,000,000 than at 10,000.
 *
 * Bounded in time: both dialects run 10,000 and 1,000,000 documents (SQLite seeds 1M in ~25 s,
 * PostgreSQL in one to a few minutes here, depending on the machine's load);
 * BENCH_SCALE_PG_FULL=0 leaves PostgreSQL's 1M out and records the projected seeding time.
 */
import { loadFigures } from '../api-figures.js';
import { measureDocumentApi, type DocumentApiResult } from '../api-load.js';
import { bulkSeed } from '../bulk-seed.js';
import { dropDatabase, filledDatabase } from '../databases.js';
import type { Figure, RunContext, Section } from '../lib.js';
import { compared } from '../report.js';
import { API_SECONDS, QUICK_API_SECONDS } from './api.js';

const FACTOR = 1.3;
const FULL = [10_000, 1_000_000];
const QUICK = [1_000, 10_000];
const PORTS = { sqlite: 4820, postgres: 4821 };
const fmt = (n: number) => n.toLocaleString('en-US');

/** The document counts a dialect runs, and what is left out and why. */
function countsFor(dialect: 'sqlite' | 'postgres', quick: boolean): number[] {
  if (quick) return QUICK;
  if (dialect === 'postgres' && process.env.BENCH_SCALE_PG_FULL === '0') return FULL.slice(0, 1);
  return FULL;
}

async function measureAt(dialect: 'sqlite' | 'postgres', count: number, seconds: number, ctx: RunContext) {
  let shown = 0;
  const fresh = await filledDatabase({ dialect, name: `scale_${count}`, section: 'scale' }, ctx, (db) =>
    bulkSeed(db.kysely, count, (done) => {
      if (done - shown >= 200_000) {
        shown = done;
        console.log(`    ${dialect}: ${fmt(done)} documents seeded`);
      }
    }),
  );
  if (!fresh) return null;
  const seeded = fresh.filled;
  console.log(`  ${dialect}: ${fmt(count)} documents bulk-seeded in ${seeded.seconds.toFixed(1)} s`);
  const load = await measureDocumentApi(fresh.bench, PORTS[dialect], seconds);
  await dropDatabase(fresh.bench);
  return { seeded, load };
}

function seedFigure(dialect: string, count: number, seconds: number): Figure {
  return compared({ section: 'scale', name: `${dialect} · bulk seed of ${fmt(count)} documents (+ index rows, audit)`, value: seconds, unit: 's' });
}

export const scale: Section = {
  name: 'scale',
  describe: `GET/PUT document with ${FULL.map(fmt).join(' and ')} documents (quick: ${QUICK.map(fmt).join(' and ')}), ratio largest/smallest ≤ ${FACTOR}`,
  async run(ctx: RunContext): Promise<Figure[]> {
    const seconds = ctx.quick ? QUICK_API_SECONDS : API_SECONDS;
    const figures: Figure[] = [];
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const counts = countsFor(dialect, ctx.quick);
      const measured: { count: number; load: DocumentApiResult }[] = [];
      let rate = 0;
      for (const count of counts) {
        const r = await measureAt(dialect, count, seconds, ctx);
        if (!r) break;
        rate = count / r.seeded.seconds;
        figures.push(seedFigure(dialect, count, r.seeded.seconds));
        measured.push({ count, load: r.load });
      }
      if (measured.length === 0) continue;
      if (!ctx.quick && counts.length < FULL.length) {
        const minutes = FULL[FULL.length - 1] / rate / 60;
        ctx.skip(
          `scale: ${dialect} at ${fmt(FULL[FULL.length - 1])} documents not run (BENCH_SCALE_PG_FULL=0): seeding ran at ${Math.round(rate)} documents/s at ${fmt(counts[0])}, so about ${minutes.toFixed(0)} min for the seed alone`,
        );
      }
      const [small, ...larger] = measured;
      const label = (count: number) => `${dialect} · ${fmt(count)} docs ·`;
      const health = { name: `${label(small.count)} GET health`, load: small.load.health };
      figures.push(
        ...loadFigures('scale', `${label(small.count)} GET document`, small.load.get, health),
        ...loadFigures('scale', `${label(small.count)} PUT document`, small.load.put, health),
      );
      for (const big of larger) {
        figures.push(
          ...loadFigures(
            'scale',
            `${label(big.count)} GET document`,
            big.load.get,
            { name: `${fmt(small.count)} docs GET document`, load: small.load.get },
            { factor: FACTOR },
          ),
          ...loadFigures(
            'scale',
            `${label(big.count)} PUT document`,
            big.load.put,
            { name: `${fmt(small.count)} docs PUT document`, load: small.load.put },
            { factor: FACTOR },
          ),
          ...loadFigures('scale', `${label(big.count)} GET health`, big.load.health, { name: `${fmt(small.count)} docs GET health`, load: small.load.health }),
        );
      }
    }
    return figures;
  },
};
