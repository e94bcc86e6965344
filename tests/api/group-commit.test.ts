/**
 * Writes that arrive together (group commit on SQLite, decision 0141; one transaction each on
 * PostgreSQL): every acknowledged save is there and read back at once (read-your-writes); a
 * save that fails inside the shared transaction gets its own 4xx and leaves no trace, while
 * the others sharing its COMMIT are saved. api/db/group-commit.ts has the COMMIT failure.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { itemsClient, type ItemsClient } from '../helpers/items.js';

const TYPE = 'sutartine-hipoteka';
const valid = (JSON.parse(fs.readFileSync(`tests/fixtures/${TYPE}/valid/paprastas-vienas-turtas.json`, 'utf8')) as { data: Record<string, unknown> }).data;
const marked = (marker: string) => ({ ...valid, dokumentas: { ...(valid.dokumentas as object), registroNr: marker } });
const DOCUMENTS = 12;

describe.each(TEST_DIALECTS)('writes that arrive together [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  let documents: ItemsClient;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    notary = await login(t.app, 'DT_notaras');
    documents = itemsClient(t.app, notary, '/api', 'documents');
    ids = [];
    for (let i = 0; i < DOCUMENTS; i += 1) ids.push(await documents.createId(TYPE, valid));
  }, 120_000);
  afterAll(() => t?.close());

  const updates = async (id: number) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('audit_event')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', 'document.update')
          .where('object_id', '=', String(id))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('acknowledges each of many concurrent saves, and each is read back at once', async () => {
    const saved = await Promise.all(
      ids.map(async (id) => {
        const res = await documents.put(id, 1, marked(`1-${id}`));
        // read-your-writes: a GET after the acknowledgement sees the save
        const view = res.statusCode === 200 ? await documents.view(id) : undefined;
        return { status: res.statusCode, body: res.body, view };
      }),
    );
    for (const [i, s] of saved.entries()) {
      expect(s.status, s.body).toBe(200);
      expect(s.view).toMatchObject({ version: 2, data: { dokumentas: { registroNr: `1-${ids[i]}` } } });
    }
  });

  it('a save failing inside the shared transaction gets its own 412 and no trace; the others are saved', async () => {
    const [contested, ...others] = ids;
    // two saves of the contested document from the same version: one wins, the other fails inside its transaction
    const answers = await Promise.all([
      documents.put(contested, 2, marked('2-a')),
      ...others.map((id) => documents.put(id, 2, marked(`2-${id}`))),
      documents.put(contested, 2, marked('2-b')),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    const contestedAnswers = [statuses[0], statuses[statuses.length - 1]].sort();
    expect(contestedAnswers).toEqual([200, 412]);
    const refused = answers[statuses[0] === 412 ? 0 : answers.length - 1];
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^errors\./) });
    expect(statuses.slice(1, -1)).toEqual(others.map(() => 200));

    const winner = statuses[0] === 200 ? '2-a' : '2-b';
    expect(await documents.view(contested)).toMatchObject({ version: 3, data: { dokumentas: { registroNr: winner } } });
    expect(await updates(contested)).toBe(2);
    for (const id of others) {
      expect(await documents.view(id)).toMatchObject({ version: 3, data: { dokumentas: { registroNr: `2-${id}` } } });
      expect(await updates(id)).toBe(2);
    }
  });
});
