/**
 * kill -9 under group commit (decision 0141): a child process (group-commit-writer.ts) runs
 * concurrent transactions on a SQLite file through api/db/database.ts and prints each id once
 * its transaction is acknowledged; it is killed mid-load, and every acknowledged id must be in
 * the file afterwards, in both tables (no write half there). SQLite only: the batching is
 * SQLite's; PostgreSQL's writes are covered by crash.test.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { recordFigures } from './figures.js';

const WRITER = path.join(import.meta.dirname, 'group-commit-writer.ts');
const ROUNDS = 3;
/** the kill comes after this many acknowledged writes in the round, plus up to as many again */
const KILL_AFTER = 300;
/** a round never loads longer than this (the kill comes then at the latest) */
const ROUND_MS = 15_000;

/** Runs the writer until `target` acknowledgements (or ROUND_MS), then SIGKILL; the acknowledged ids. */
async function crashRound(file: string, first: number, target: number): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, file, String(first)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const acknowledged: number[] = [];
  let pending = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const reached = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop()!;
      acknowledged.push(...lines.map(Number));
      if (acknowledged.length >= target) resolve();
    });
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, ROUND_MS).unref());
  await Promise.race([reached, timeout, exited]);
  child.kill('SIGKILL');
  await exited;
  expect(errors, 'the writer failed').toBe('');
  return acknowledged;
}

describe('kill -9 under group commit [sqlite]', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-crash-'));
  const file = path.join(dir, 'writes.sqlite');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(`keeps every acknowledged write through ${ROUNDS} crashes`, async () => {
    const acknowledged: number[] = [];
    let lost: number[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const target = KILL_AFTER + Math.floor(Math.random() * KILL_AFTER);
        const got = await crashRound(file, round * 1_000_000, target);
        expect(got.length, `round ${round}: writes acknowledged before the kill`).toBeGreaterThan(0);
        acknowledged.push(...got);

        const db = new SQLite(file);
        try {
          const ids = (table: string) => new Set((db.prepare(`select id from ${table}`).all() as Array<{ id: number }>).map((r) => r.id));
          const written = ids('written');
          const writtenToo = ids('written_too');
          lost = acknowledged.filter((id) => !written.has(id) || !writtenToo.has(id));
          expect(lost, `round ${round}: acknowledged writes missing after kill -9`).toEqual([]);
          expect(
            [...written].filter((id) => !writtenToo.has(id)),
            'half-written transactions',
          ).toEqual([]);
          expect(written.size).toBe(writtenToo.size);
        } finally {
          db.close();
        }
      }
    } finally {
      recordFigures('sqlite', 'group-commit-crash', { cases: 1, acknowledged: acknowledged.length, lost: lost.length, crashes: ROUNDS });
    }
  });
});
