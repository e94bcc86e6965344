/**
 * Migration 0024 (the notice outbox) on a database that already holds notices: each notice
 * delivered in the application or formed as an e-mail gets its outbox row in the notice's
 * state; one that could not be formed (no address) gets none.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../../api/db/migrations/0024-outbox.js';
import { seed } from '../../../api/db/seed/index.js';
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../helpers/database.js';

describe.each(TEST_DIALECTS)('migration 0024-outbox [%s]', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(dialect);
    await seed(db, { demoPassword: 'Test-Slaptazodis-1' }, new Date('2026-11-20T10:00:00.000Z'));
  });
  afterAll(() => db.cleanup());

  it('gives the notices written before it their outbox rows', async () => {
    const k = db.kysely;
    const anyDb = k as unknown as Kysely<unknown>;
    // a notice that could not be formed, as the decision writes one for an informed person without an address
    const formed = await k.selectFrom('notice').selectAll().where('channel', '=', 'el_pastas').orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...copy } = formed;
    await k
      .insertInto('notice')
      .values({ ...copy, token: 'be-adreso-0024', journal_status: 'nesuformuotas', recipient_email: null, delivered_at: null })
      .execute();
    await down(anyDb);
    await up(anyDb);

    const notices = await k.selectFrom('notice').select(['id', 'channel', 'journal_status', 'recipient_email', 'recipient_name']).orderBy('id').execute();
    const rows = await k.selectFrom('outbox_message').select(['notice_id', 'channel', 'state', 'recipient', 'attempts']).orderBy('notice_id').execute();
    const sendable = notices.filter((n) => n.journal_status !== 'nesuformuotas');
    expect(sendable.length).toBeLessThan(notices.length);
    expect(rows).toEqual(
      sendable.map((n) => ({ notice_id: n.id, channel: n.channel, state: n.journal_status, recipient: n.recipient_email ?? n.recipient_name, attempts: 0 })),
    );
    expect(rows.some((r) => r.channel === 'el_pastas')).toBe(true);
  });
});
