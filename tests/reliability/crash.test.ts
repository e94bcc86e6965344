/**
 * kill -9 during concurrent writes and uploads: every acknowledged write is there after a
 * restart on the same database and data folder. Several crash rounds per dialect; each round
 * kills the server once a random number of writes has been acknowledged, while the others are
 * still in flight.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../helpers/database.js';
import { recordFigures } from './figures.js';
import { signIn } from './http.js';
import { createRunStore, startServer, type RunStore, type ServerProcess } from './server-process.js';
import { createOne, creator, editor, lostWrites, newLedger, untilGone, uploader, type Load } from './writes.js';

const ROUNDS = 4;
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
        while (ledger.acknowledged < target && Date.now() - started < ROUND_MS && ledger.unexpected.length === 0) {
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

  it('leaves no orphan on disk after the crashes: no temporary upload, no stored file without its row', async () => {
    const db = store.open();
    try {
      const rows = await db.kysely.selectFrom('attached_file').select('storage_name').execute();
      const known = new Set(rows.map((r) => r.storage_name));
      const root = path.join(store.dataDir, 'files');
      const stored = fs.readdirSync(root).filter((name) => name !== '.incoming');
      const incoming = fs.readdirSync(path.join(root, '.incoming'));
      expect(incoming, 'temporary uploads left by the killed processes').toEqual([]);
      expect(stored.filter((name) => !known.has(name)), 'stored files without a row').toEqual([]);
      expect([...known].filter((name) => !stored.includes(name)), 'rows without their file').toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
