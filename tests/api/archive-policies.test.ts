/**
 * Retention policies as administrable data (issue #20 Must have 1, decision 0076): the
 * administrator changes how long a status is kept and its legal basis, audited, and the items
 * due follow; anyone else, an empty legal basis, a term out of range or an unknown policy is
 * refused with its key and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { openArchiveApp } from '../helpers/archive.js';
import type { SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';

interface Policy {
  id: number;
  typeId: string;
  status: string;
  years: number;
  legalBasis: string;
}

describe.each(TEST_DIALECTS)('PUT /api/archyvas/politika/:id [%s]', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let archivist: SignedIn;
  let old: number[];
  beforeAll(async () => {
    ({ t, admin, archivist, old } = await openArchiveApp(dialect));
  });
  afterAll(() => t.close());

  const policies = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/archyvas/politika', headers: admin.headers })).json() as { items: Policy[] }).items;
  const put = (id: number, payload: Record<string, unknown>, who: SignedIn = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/archyvas/politika/${id}`, headers: who.headers, payload });
  const due = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/archyvas/kandidatai', headers: admin.headers })).json() as { due: { documentId: number }[] }).due.map(
      (c) => c.documentId,
    );
  const deregistered = async () => (await policies()).find((p) => p.typeId === '*' && p.status === 'nutrauktas')!;

  it('refuses anyone but the administrator, an empty legal basis, a term out of range and an unknown policy — changing nothing', async () => {
    const before = await policies();
    const { id } = await deregistered();
    expect((await put(id, { years: 20, legalBasis: 'Archyvaro sprendimas' }, archivist)).statusCode).toBe(403);
    const empty = await put(id, { years: 20, legalBasis: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([expect.objectContaining({ path: '/legalBasis', messageKey: 'validation.required' })]);
    expect((await put(id, { years: 0, legalBasis: 'Nulis' })).statusCode).toBe(400);
    const unknown = await put(999_999, { years: 20, legalBasis: 'Nėra tokios' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('errors.archive_policy_not_found');
    expect(await policies()).toEqual(before);
  });

  it('changes the years and legal basis, audited; the items due follow the new term', async () => {
    expect(await due()).toContain(old[4]); // deregistered 2014-09-09, kept 10 years
    const { id } = await deregistered();
    const res = await put(id, { years: 20, legalBasis: 'Naujas registro nuostatų punktas' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { items: Policy[] }).items.find((p) => p.id === id)).toMatchObject({ years: 20, legalBasis: 'Naujas registro nuostatų punktas' });
    expect(await due()).not.toContain(old[4]); // now kept until 2034
    expect(await due()).toContain(old[3]); // the refused one keeps its own five years
    const audit = await t.db.kysely
      .selectFrom('audit_event')
      .select(['details', 'actor_id'])
      .where('action', '=', 'archive.policy.changed')
      .where('object_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!)).toEqual({ years: 20, legalBasis: 'Naujas registro nuostatų punktas' });
  });
});
