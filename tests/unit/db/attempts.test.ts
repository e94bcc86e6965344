/** api/db/attempts.ts: due rows, the claim of one attempt and its end, on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAttempt, isDue, markAttemptDelivered, markAttemptFailed } from '../../../api/db/attempts.js';
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../helpers/database.js';

const STATES = { delivered: 'pristatytas', retrying: 'kartojamas', dead: 'nepristatytas' };
const AT = '2026-01-01T00:00:00.000Z';

describe.each(TEST_DIALECTS)('attempts of a retried delivery [%s]', (dialect) => {
  let db: TestDb;
  let id: number;
  beforeAll(async () => {
    db = await createTestDb(dialect);
    const row = await db.kysely
      .insertInto('broker_message')
      .values({
        direction: 'out',
        system: 'ntr',
        kind: 'test',
        message_id: 'm-1',
        state: 'laukia',
        attempts: 0,
        payload: '{}',
        document_id: null,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  });
  afterAll(() => db.cleanup());

  const read = () => db.kysely.selectFrom('broker_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const due = async (now: string) =>
    (
      await db.kysely
        .selectFrom('broker_message')
        .select('id')
        .where((eb) => isDue(eb, now))
        .execute()
    ).map((r) => Number(r.id));

  it('lets one of two claims of the same read row take the attempt, holds it, and ends it', async () => {
    expect(await due(AT)).toEqual([id]);
    const seen = await read();
    expect(await claimAttempt(db.kysely, 'broker_message', seen, AT, '2026-01-01T00:05:00.000Z')).toBe(true);
    expect(await claimAttempt(db.kysely, 'broker_message', seen, AT, '2026-01-01T00:05:00.000Z')).toBe(false);
    expect(await due(AT)).toEqual([]);
    expect(await due('2026-01-01T00:05:00.000Z')).toEqual([id]);
    expect((await read()).attempts).toBe(1);

    await markAttemptFailed(db.kysely, 'broker_message', id, STATES, { now: AT, reason: 'down', retryAt: '2026-01-01T00:10:00.000Z' });
    expect(await read()).toMatchObject({ state: 'kartojamas', last_error: 'down', next_attempt_at: '2026-01-01T00:10:00.000Z' });
    await markAttemptFailed(db.kysely, 'broker_message', id, STATES, { now: AT, reason: 'gone', retryAt: null });
    expect(await read()).toMatchObject({ state: 'nepristatytas', last_error: 'gone', next_attempt_at: null });
    await markAttemptDelivered(db.kysely, 'broker_message', id, STATES, AT);
    expect(await read()).toMatchObject({ state: 'pristatytas', last_error: null, next_attempt_at: null, delivered_at: AT });
  });
});
