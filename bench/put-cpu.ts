/**
 * CPU time of one PUT of the largest mortgage on the built server (issue #22: a PUT is
 * CPU-bound). `npx tsx bench/put-cpu.ts [puts] [port]` after `npm run build`: starts
 * `dist/api/server.js` on a fresh SQLite file, files 41 copies, PUTs them (each with its current
 * version; `PUT_CPU_CONCURRENCY` at once, default 1) `puts` times after 50 unmeasured, and prints the server's
 * user+system CPU per PUT from /proc/<pid>/stat (a count, not a wall time, so it holds on a
 * loaded machine). `PUT_CPU_PROFILE=<dir>` also writes the server's `--cpu-prof` there;
 * `PUT_CPU_SERVER=<file>` runs another build (a same-run A/B against a copy of the old `dist/`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createLargest, signIn, type SavedDocument } from './api-client.js';
import { largestMortgage } from './fixtures/largest-mortgage.js';
import { TMP } from './lib.js';
import { startMeasuredServer } from './server-cpu.js';

const PUTS = Number(process.argv[2] ?? 400);
const PORT = Number(process.argv[3] ?? 4861);
const WARM = 50;
/** PUTs in flight at once (`PUT_CPU_CONCURRENCY`, default 1): with 20, group commit batches them as under the api bench */
const CONCURRENCY = Number(process.env.PUT_CPU_CONCURRENCY ?? 1);

async function put(url: string, token: string, body: string, doc: SavedDocument): Promise<SavedDocument> {
  const res = await fetch(`${url}/api/documents/${doc.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': `"${doc.version}"` },
    body,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`PUT ${doc.id}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as SavedDocument;
}

const file = path.join(TMP, `put-cpu-${PORT}.sqlite`);
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
const server = await startMeasuredServer({
  port: PORT,
  databaseUrl: `sqlite:${file}`,
  server: process.env.PUT_CPU_SERVER,
  profileDir: process.env.PUT_CPU_PROFILE,
});
try {
  const token = await signIn(server.url);
  const docs = await createLargest(server.url, token, 41);
  const body = JSON.stringify({ data: largestMortgage() });
  // each worker PUTs its own documents, so a document never has two PUTs in flight
  const run = (count: number) =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, w) => {
        const mine = docs.map((_d, at) => at).filter((at) => at % CONCURRENCY === w);
        for (let n = 0; n < count / CONCURRENCY; n++) {
          const at = mine[n % mine.length];
          docs[at] = await put(server.url, token, body, docs[at]);
        }
      }),
    );
  await run(WARM);
  const before = server.cpu();
  const started = performance.now();
  await run(PUTS);
  const spent = server.cpu() - before;
  const wall = performance.now() - started;
  console.log(`${PUTS} PUTs: server CPU ${spent} ms, ${(spent / PUTS).toFixed(2)} ms per PUT (wall ${wall.toFixed(0)} ms)`);
} finally {
  await server.stop();
}
