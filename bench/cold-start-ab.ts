/**
 * Same-run A/B of two server bundles' starts: `npx tsx bench/cold-start-ab.ts <old server.js> <new server.js> [rounds]`.
 * Alternating the two, each round starts each bundle on one migrated and seeded SQLite file and
 * reads the process's CPU time (user + system, /proc/<pid>/stat) at its first healthy GET
 * /api/health; also the bytes of code a start loads (the entry and the chunks it imports statically).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { median, ROOT, TMP, waitForHealth } from './lib.js';

const PORT = 4831;
const TICK_MS = 10; // USER_HZ 100

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
}

async function start(entry: string, database: string): Promise<{ cpu: number; wall: number }> {
  const begun = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: database },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${PORT}`, 30_000);
  const result = { cpu: cpuMs(child.pid!), wall: performance.now() - begun };
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return result;
}

/** Bytes of the entry and of every chunk it imports statically. */
function bytesAtStart(entry: string, seen = new Set<string>()): number {
  if (seen.has(entry)) return 0;
  seen.add(entry);
  const text = fs.readFileSync(entry, 'utf8');
  let bytes = Buffer.byteLength(text);
  for (const m of text.matchAll(/^import\s(?:[^"'()]*?\sfrom\s)?["'](\.{1,2}\/[^"']+)["']/gm))
    bytes += bytesAtStart(path.resolve(path.dirname(entry), m[1]), seen);
  return bytes;
}

const [oldEntry, newEntry, roundsArg] = process.argv.slice(2);
if (!oldEntry || !newEntry) throw new Error('usage: npx tsx bench/cold-start-ab.ts <old server.js> <new server.js> [rounds]');
const rounds = Number(roundsArg ?? 7);
fs.mkdirSync(TMP, { recursive: true });
const database = `sqlite:${path.join(TMP, 'cold-start-ab.sqlite')}`;
await start(oldEntry, database); // migrates and seeds; not counted
const runs: Record<string, { cpu: number[]; wall: number[] }> = { old: { cpu: [], wall: [] }, new: { cpu: [], wall: [] } };
for (let i = 0; i < rounds; i++)
  for (const [name, entry] of i % 2
    ? [
        ['new', newEntry],
        ['old', oldEntry],
      ]
    : [
        ['old', oldEntry],
        ['new', newEntry],
      ]) {
    const r = await start(entry, database);
    runs[name].cpu.push(r.cpu);
    runs[name].wall.push(r.wall);
  }
for (const [name, entry] of [
  ['old', oldEntry],
  ['new', newEntry],
]) {
  const r = runs[name];
  console.log(
    `${name}: CPU to first healthy answer median ${median(r.cpu)} ms [${r.cpu.join(', ')}], wall median ${Math.round(median(r.wall))} ms, code at start ${(bytesAtStart(path.resolve(entry)) / 1e6).toFixed(2)} MB`,
  );
}
