/**
 * CPU time of one GET of the largest mortgage on the built server (issue #22, decision 0165).
 * `npx tsx bench/get-cpu.ts [gets] [port]` after `npm run build`: starts `dist/api/server.js` on a
 * fresh database (SQLite; PostgreSQL with `GET_CPU_DIALECT=postgres` and BENCH_DATABASE_URL),
 * files 20 copies, GETs them round robin (`GET_CPU_CONCURRENCY` at once, default 10) `gets`
 * times after 2 000 unmeasured, and prints the server's user+system CPU per GET from
 * /proc/<pid>/stat. `GET_CPU_PROFILE=<dir>` also writes the server's `--cpu-prof` there;
 * `GET_CPU_SERVER=<file>` runs another build (a same-run A/B against a copy of the old `dist/`).
 */
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
  const before = server.cpu();
  const started = performance.now();
  await run(GETS);
  const spent = server.cpu() - before;
  const wall = performance.now() - started;
  console.log(`${dialect} ${GETS} GETs: server CPU ${spent} ms, ${((spent / GETS) * 1000).toFixed(0)} µs per GET (wall ${wall.toFixed(0)} ms)`);
} finally {
  await server.stop();
}
