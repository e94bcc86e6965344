/**
 * CPU time of one GET of the largest mortgage on the built server (issue #22, decision 0165).
 * `npx tsx bench/get-cpu.ts [gets] [port]` after `npm run build`: starts `dist/api/server.js` on a
 * fresh database (SQLite; PostgreSQL with `GET_CPU_DIALECT=postgres` and BENCH_DATABASE_URL),
 * files 20 copies, GETs them round robin (`GET_CPU_CONCURRENCY` at once, default 10) `gets`
 * times after 2 000 unmeasured, and prints the server's user+system CPU per GET from
 * /proc/<pid>/stat. `GET_CPU_PROFILE=<dir>` also writes the server's `--cpu-prof` there;
 * `GET_CPU_SERVER=<file>` runs another build (a same-run A/B against a copy of the old `dist/`).
 * On PostgreSQL it also prints the statements per GET: the database's transactions (each
 * statement outside a transaction is one) counted by pg_stat_database, read once the server's
 * connections went idle (their counts reach it within 10 s) and again after the server stopped.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createLargest, signIn } from './api-client.js';
import { freshDatabase } from './databases.js';
import { startMeasuredServer } from './server-cpu.js';

const GETS = Number(process.argv[2] ?? 20_000);
const PORT = Number(process.argv[3] ?? 4862);
const WARM = 2_000;
const CONCURRENCY = Number(process.env.GET_CPU_CONCURRENCY ?? 10);
const dialect = process.env.GET_CPU_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

const fresh = await freshDatabase(dialect, `get_cpu_${PORT}`);
if (!fresh.ok) throw new Error(fresh.reason);
const server = await startMeasuredServer({
  port: PORT,
  databaseUrl: fresh.db.url,
  server: process.env.GET_CPU_SERVER,
  profileDir: process.env.GET_CPU_PROFILE,
});
/** The transactions the database has counted so far (PostgreSQL), or null (SQLite). */
async function transactions(): Promise<number | null> {
  if (dialect !== 'postgres') return null;
  const client = new pg.Client({ connectionString: fresh.ok ? fresh.db.url : '' });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()');
    // this client's own statement is counted when it leaves
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

let counted: { before: number | null; gets: number } | undefined;
try {
  const token = await signIn(server.url);
  const docs = await createLargest(server.url, token, 20);
  let next = 0;
  const run = (count: number) =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          const doc = docs[next++ % docs.length];
          const res = await fetch(`${server.url}/api/documents/${doc.id}`, { headers: { authorization: `Bearer ${token}` } });
          const body = await res.arrayBuffer();
          if (res.status !== 200 || body.byteLength < 1_000) throw new Error(`GET ${doc.id}: ${res.status}`);
        }
      }),
    );
  await run(WARM);
  next = 0;
  if (dialect === 'postgres') {
    await sleep(11_000);
    counted = { before: await transactions(), gets: GETS };
  }
  const before = server.cpu();
  const started = performance.now();
  await run(GETS);
  const spent = server.cpu() - before;
  const wall = performance.now() - started;
  console.log(`${dialect} ${GETS} GETs: server CPU ${spent} ms, ${((spent / GETS) * 1000).toFixed(0)} µs per GET (wall ${wall.toFixed(0)} ms)`);
} finally {
  await server.stop();
}
if (counted?.before != null) {
  await sleep(1_000);
  // minus the one statement of the client that read `before`
  const spent = (await transactions())! - counted.before - 1;
  console.log(`postgres: ${spent} statements for ${counted.gets} GETs, ${(spent / counted.gets).toFixed(3)} per GET`);
}
