/**
 * The lifecycle's effect seam (api/modules/lifecycle/effects.ts): an effect registered with
 * app.lifecycleEngine.onEnter({ family, status }) runs for every transition of that family into that
 * status and no other; `prepare` sees the item before the transition (outside the
 * transaction), `apply` sees it after, inside the transaction; what `apply` writes commits with
 * the transition, and when it throws the action answers with its error and nothing of the
 * action is written (status, version, snapshot, audit, notices, signatures). The mechanism
 * owns the effects: a self-service action that submits the citizen's own notice runs them too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../api/lib/errors.js';
import { writeAudit } from '../../api/lib/audit.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, login, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { act, createDocument, getDocument, lifecycleCounts } from '../helpers/lifecycle.js';

describe.each(TEST_DIALECTS)('lifecycle effects: onEnter inside the transition [%s]', (dialect) => {
  let t: TestApp;
  let notary: SignedIn;
  const seen: { prepared: string; applied: string }[] = [];
  const behaviour = { fail: false };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.app.lifecycleEngine.onEnter<string>(
      { family: 'documents', status: 'perduotas' },
      {
        prepare: async (row) => `${row.status}@${row.version}`,
        apply: async ({ trx, row, prepared, at, origin }) => {
          seen.push({ prepared, applied: `${row.status}@${row.version}` });
          await writeAudit(trx, at, origin, { action: 'test.effect', objectType: 'document', objectId: row.id });
          if (behaviour.fail) throw new AppError(409, 'errors.action_conflict');
        },
      },
    );
  }, 120_000);
  beforeEach(async () => {
    seen.length = 0;
    behaviour.fail = false;
    notary = await login(t.app, 'DT_notaras');
  });
  afterAll(() => t?.close());

  async function signed(): Promise<{ id: number; version: number }> {
    const id = await createDocument(t.app, notary);
    expect((await act(t.app, notary, id, 'pasirasyti')).statusCode).toBe(200);
    return { id, version: (await getDocument(t.app, notary, id)).body.version };
  }
  const effectAudits = async (id: number) =>
    (await t.db.kysely.selectFrom('audit_event').select('action').where('object_id', '=', String(id)).where('action', '=', 'test.effect').execute()).length;

  it('runs on entering the status only, before and after the transition, and commits with it', async () => {
    const { id, version } = await signed();
    expect(seen).toEqual([]); // pasirasyti kept rengiamas, it entered no perduotas
    const res = await act(t.app, notary, id, 'perduoti');
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([{ prepared: `rengiamas@${version}`, applied: `perduotas@${version + 1}` }]);
    expect(await effectAudits(id)).toBe(1);
  });

  it('a failing effect fails the action with its error and nothing of the action is written', async () => {
    const { id } = await signed();
    const before = await lifecycleCounts(t.app);
    behaviour.fail = true;
    const res = await act(t.app, notary, id, 'perduoti');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'errors.action_conflict' });
    expect(seen).toHaveLength(1);
    expect(await lifecycleCounts(t.app)).toEqual(before);
    expect(await effectAudits(id)).toBe(0);
    expect((await getDocument(t.app, notary, id)).body.status).toBe('rengiamas');
  });

  it('runs when a self-service action submits the citizen’s own notice, and fails it when it throws', async () => {
    const jonas = await gatewayLogin(t.app, '/sav', '38703181745/');
    const selfService = (id: number, action: string, version: number, form?: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/sav/objects/${id}/actions/${action}`,
        headers: { ...jonas.headers, 'if-match': `"${version}"` },
        payload: form ? { form } : {},
      });
    const pledge = (await t.app.inject({ method: 'GET', url: '/sav/objects?kind=pledge', headers: jonas.headers })).json().items[0] as {
      id: number;
      version: number;
    };
    const started = await selfService(pledge.id, 'pranesti-apie-pakeitima', pledge.version, {
      pagrindas: { pagrindas: 'Pasikeitė įkeisto automobilio valstybinis numeris', data: '2026-11-19' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const notice = started.json().created as { id: number; version: number };

    behaviour.fail = true;
    const refused = await selfService(notice.id, 'pasirasyti', notice.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'errors.action_conflict' });
    expect(seen).toHaveLength(1);
    expect(await effectAudits(notice.id)).toBe(0);

    behaviour.fail = false;
    seen.length = 0;
    const submitted = await selfService(notice.id, 'pasirasyti', notice.version);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe('perduotas');
    // signed (rengiamas → rengiamas: nothing entered), then submitted: entered perduotas once
    expect(seen).toEqual([{ prepared: `rengiamas@${notice.version + 1}`, applied: `perduotas@${notice.version + 2}` }]);
    expect(await effectAudits(notice.id)).toBe(1);
  });
});
