import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTORABLE_ITEM } from '../../api/db/seed/archive.js';
import type { TestApp } from '../helpers/app.js';
import { openArchiveApp } from '../helpers/archive.js';
import { login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

/** The archive restore (atkurimas): a deregistered entry back in force; a destroyed one is refused. */
describe.each(TEST_DIALECTS)('archive restore /api/archyvas/irasai/:id/atkurti [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let archivist: SignedIn;
  let notary: SignedIn;
  let old: number[];
  beforeAll(async () => {
    ({ t, admin, archivist, old } = await openArchiveApp(dialect));
    notary = await login(t.app, 'DT_notaras');
  });
  afterAll(() => t.close());

  const restore = (id: number, reason: string, who: SignedIn = notary) =>
    t.app.inject({ method: 'POST', url: `/api/archyvas/irasai/${id}/atkurti`, headers: who.headers, payload: { reason } });
  const statusOf = async (id: number) => (await t.db.kysely.selectFrom('document').select('status').where('id', '=', id).executeTakeFirst())?.status;

  it('brings a deregistered entry back in force: a new version, its search rows in force, audited with the reason', async () => {
    const res = await restore(old[2]!, 'Teismas panaikino išregistravimą');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: old[2], status: 'iregistruotas' });
    expect(await statusOf(old[2]!)).toBe('iregistruotas');
    const version = await t.db.kysely
      .selectFrom('document_version')
      .select(['action', 'status'])
      .where('document_id', '=', old[2]!)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    expect(version).toEqual({ action: 'atkurimas', status: 'iregistruotas' });
    const index = await t.db.kysely.selectFrom('search_index').select('in_force').where('document_id', '=', old[2]!).execute();
    expect(index.length).toBeGreaterThan(0);
    expect(index.every((r) => Number(r.in_force) === 1)).toBe(true);
    const audit = await t.db.kysely
      .selectFrom('audit_event')
      .select(['reason', 'to_state'])
      .where('action', '=', 'archive.item.restored')
      .where('object_id', '=', String(old[2]))
      .execute();
    expect(audit).toEqual([{ reason: 'Teismas panaikino išregistravimą', to_state: 'iregistruotas' }]);
  });

  it('refuses what is not archived, an empty reason, a role without atkurimas and an item on a live destruction list — changing nothing', async () => {
    const again = await restore(old[2]!, 'Dar kartą');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('errors.archive_item_not_archived');
    const refused = await restore(old[3]!, 'Atmestas'); // atmestas: never registered
    expect(refused.json().message).toBe('errors.archive_item_not_archived');
    expect((await restore(old[4]!, ' ')).statusCode).toBe(422);
    expect((await restore(old[4]!, 'Archyvaras', archivist)).statusCode).toBeGreaterThanOrEqual(403);
    // old[0] is on the seeded act waiting for the archivist
    const listed = await restore(old[0]!, 'Teismo sprendimas');
    expect(listed.statusCode).toBe(409);
    expect(listed.json().message).toBe('errors.archive_item_listed');
    expect([await statusOf(old[0]!), await statusOf(old[4]!)]).toEqual(['nutrauktas', 'nutrauktas']);
  });

  it('the lifecycle view offers the restore (atkurimas) on an archived entry to its roles only; the restore answers its success message', async () => {
    const demo = await t.db.kysely.selectFrom('document').select('id').where('registry_number', '=', RESTORABLE_ITEM[0]).executeTakeFirstOrThrow();
    const id = Number(demo.id);
    const view = async (who: SignedIn) => t.app.inject({ method: 'GET', url: `/api/documents/${id}/lifecycle`, headers: who.headers });
    expect((await view(notary)).json().entryActions).toEqual(['atkurimas']);
    const registrar = await login(t.app, 'RG_STSR_registrat');
    expect((await view(registrar)).json().entryActions).toEqual(['atkurimas']);
    // a reader sees the entry but holds no atkurimas role
    const reader = await login(t.app, 'SK_skaitytojas');
    const read = await view(reader);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().entryActions).toEqual([]);
    const res = await restore(id, 'Klaidingai išregistruota');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ message: 'messages.entryRestored' });
    // back in force: the notices of a registered entry, no restore
    expect((await view(notary)).json().entryActions).not.toContain('atkurimas');
    expect((await view(notary)).json().entryActions).toContain('pakeitimas');
  });

  it('refuses a destroyed item with its message key', async () => {
    const act = (await t.app.inject({ method: 'GET', url: '/api/archyvas/aktai', headers: admin.headers })).json().items[0];
    expect((await t.app.inject({ method: 'POST', url: `/api/archyvas/aktai/${act.id}/patvirtinti`, headers: archivist.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/archyvas/aktai/${act.id}/vykdyti`, headers: admin.headers })).statusCode).toBe(200);
    const res = await restore(old[0]!, 'Teismo sprendimas');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('errors.archive_item_destroyed');
    expect(await statusOf(old[0]!)).toBeUndefined();
  });
});
