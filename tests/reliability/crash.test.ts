/**
 * kill -9 during concurrent writes and uploads: every acknowledged write is there after a
 * restart on the same database and data folder. Several crash rounds per dialect; each round
 * kills the server once a random number of writes has been acknowledged, while the others are
 * still in flight — and not before an upload of the run was acknowledged too (batched edits
 * can reach the count before the first multipart upload is answered).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../helpers/database.js';
import { recordFigures } from './figures.js';
import { signIn } from './http.js';
import { createRunStore, startServer, type RunStore, type ServerProcess } from './server-process.js';
import { createOne, creator, editor, lostWrites, newLedger, untilGone, uploader, type Load } from './writes.js';

const ROUNDS = 3;
const EDITORS = 4;
const CREATORS = 2;
const UPLOADERS = 2;
/** the kill comes after this many acknowledged writes in the round, plus up to as many again */
const KILL_AFTER = 60;
/** a round never loads longer than this (the kill comes then at the latest) */
const ROUND_MS = 20_000;
const UPLOADS_PER_DOCUMENT = 90;

describe.each(TEST_DIALECTS)('kill -9 during concurrent writes [%s]', (dialect) => {
  let store: RunStore;
  let server: ServerProcess;
  const ledger = newLedger();
  let crashes = 0;
  let checks = 0;
  let lost: string[] = [];

  beforeAll(async () => {
    store = await createRunStore(dialect);
    server = await startServer(store);
  });
  afterAll(async () => {
    await server?.stop();
    await store?.cleanup();
  });

  it(`keeps every acknowledged write through ${ROUNDS} crashes`, async () => {
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const token = await signIn(server.url, 'DT_notaras');
        const started = Date.now();
        const target = ledger.acknowledged + KILL_AFTER + Math.floor(Math.random() * KILL_AFTER);
        let killed = false;
        const load: Load = { url: server.url, token, ledger, round: `${dialect}${round}`, stop: () => killed };
        if (round === 1) {
          for (let i = 0; i < EDITORS; i += 1) {
            const doc = await createOne(load);
            if (doc) ledger.edited.push({ ...doc, version: 1 });
          }
        }
        const workers = [
          ...ledger.edited.map((doc) => untilGone(editor(load, doc))),
          ...Array.from({ length: CREATORS }, () => untilGone(creator(load))),
          ...Array.from({ length: UPLOADERS }, () => untilGone(uploader(load, UPLOADS_PER_DOCUMENT))),
        ];
        const loading = () => ledger.acknowledged < target || ledger.uploaded.length === 0;
        while (loading() && Date.now() - started < ROUND_MS && ledger.unexpected.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await server.kill9();
        killed = true;
        crashes += 1;
        await Promise.all(workers);
        expect(ledger.unexpected, 'answers a valid write should not get').toEqual([]);

        server = await startServer(store);
        const verifier = await signIn(server.url, 'DT_notaras');
        lost = await lostWrites(server.url, verifier, ledger);
        checks = ledger.acknowledged;
        expect(lost, `round ${round}: acknowledged writes missing after kill -9`).toEqual([]);
      }
    } finally {
      recordFigures(dialect, 'crash', { cases: crashes, acknowledged: checks, lost: lost.length, serverErrors: ledger.serverErrors, crashes });
    }
    expect(ledger.serverErrors, '5xx answers under load').toBe(0);
    expect(ledger.uploaded.length, 'uploads acknowledged before the kills').toBeGreaterThan(0);
  });

  it('never leaves a row without its file, and sweeps the leftovers of the crashes once they are old', async () => {
    const root = path.join(store.dataDir, 'files');
    const onDisk = () => ({
      stored: fs.readdirSync(root).filter((name) => name !== '.incoming'),
      incoming: fs.readdirSync(path.join(root, '.incoming')),
    });
    const db = store.open();
    try {
      const rows = async () => new Set((await db.kysely.selectFrom('attached_file').select('storage_name').execute()).map((r) => r.storage_name));
      const known = await rows();
      expect(
        [...known].filter((name) => !onDisk().stored.includes(name)),
        'rows without their file',
      ).toEqual([]);
      // a sweep removes leftovers older than its grace period (an upload in flight is minutes
      // old at most): age every file by two hours and start again
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const { stored, incoming } = onDisk();
      for (const name of stored) fs.utimesSync(path.join(root, name), twoHoursAgo, twoHoursAgo);
      for (const name of incoming) fs.utimesSync(path.join(root, '.incoming', name), twoHoursAgo, twoHoursAgo);
      await server.stop();
      server = await startServer(store);
      const after = onDisk();
      expect(after.incoming, 'temporary uploads left by the killed processes').toEqual([]);
      expect(
        after.stored.filter((name) => !known.has(name)),
        'stored files without a row',
      ).toEqual([]);
      expect(
        [...known].filter((name) => !after.stored.includes(name)),
        'files of acknowledged uploads removed by the sweep',
      ).toEqual([]);
      const verifier = await signIn(server.url, 'DT_notaras');
      expect(await lostWrites(server.url, verifier, ledger), 'acknowledged writes after the sweep').toEqual([]);
      expect(await rows()).toEqual(known);
    } finally {
      await db.destroy();
    }
  });
});
