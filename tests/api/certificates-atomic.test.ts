/**
 * Issuing is a lifecycle effect inside the transaction of the transition into `perduotas`
 * (api/modules/certificate-issue/issue.ts, api/modules/lifecycle/effects.ts): when issuing
 * fails, the citizen's perduoti (free order) or the cart's payment (priced order: moketi +
 * the payment row) fails with it and nothing is written — no status change, number, PDF row,
 * file, snapshot, audit event or completed payment. Fixed, the same action succeeds and takes
 * the next number (no gap). Replaying a payment confirmation writes nothing twice.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Pdf from '../../api/modules/certificate-issue/pdf.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { gatewayLogin, type SignedIn } from '../helpers/auth.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { certificateClient, PLAN_ORDER } from './cart-flow.js';

// "make the issuer throw": the PDF renderer fails while this flag is set (inside the transaction, after the number was taken)
const failing = vi.hoisted(() => ({ render: false }));
vi.mock('../../api/modules/certificate-issue/pdf.js', async (importOriginal) => {
  const original = await importOriginal<typeof Pdf>();
  return {
    ...original,
    renderCertificatePdf: (...args: Parameters<typeof original.renderCertificatePdf>) => {
      if (failing.render) throw new Error('renderer down (test)');
      return original.renderCertificatePdf(...args);
    },
  };
});

describe.each(TEST_DIALECTS)('certificates: issuing fails → the transition fails, nothing written [%s]', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let jonas: SignedIn;
  let client: ReturnType<typeof certificateClient>;
  /** a later effect on the same status that throws after issuing placed its file */
  const laterEffect = { fail: false };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-certificates-atomic-'));
    t = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
    t.app.lifecycleEngine.onEnter(
      { family: 'certificates', status: 'perduotas' },
      {
        apply: async () => {
          if (laterEffect.fail) throw new Error('a later effect failed (test)');
        },
      },
    );
    jonas = await gatewayLogin(t.app, '/sav', '38703181745/');
    client = certificateClient(t.app, jonas);
  }, 120_000);
  afterAll(async () => {
    failing.render = false;
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every file under the certificates' storage, temporary ones included. */
  const storedFiles = (): string[] => {
    const dir = path.join(dataDir, 'certificates');
    return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];
  };
  const count = async (table: 'document_version' | 'certificate_pdf', id: number) =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('document_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditOf = async (id: number) =>
    (await t.db.kysely.selectFrom('audit_event').select('action').where('object_id', '=', String(id)).orderBy('id').execute()).map((e) => e.action);
  const ntrCounter = async () =>
    Number(
      (await t.db.kysely.selectFrom('registry_counter').select('last_value').where('register', '=', 'NTR').where('year', '=', 2026).executeTakeFirst())
        ?.last_value ?? 0,
    );

  /** Everything a transition into perduotas (and issuing) would write, to compare before/after. */
  async function footprint(id: number) {
    const item = (await client.get(id)).json() as { status: string; version: number };
    const row = await t.db.kysely
      .selectFrom('document')
      .select(['paid_at', 'registry_number', 'transferred_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      status: item.status,
      version: item.version,
      ...row,
      versions: await count('document_version', id),
      pdfs: await count('certificate_pdf', id),
      audit: await auditOf(id),
      counter: await ntrCounter(),
      files: storedFiles(),
    };
  }

  it('a free order: perduoti fails when the renderer fails; fixed, it is issued with the next number', async () => {
    const id = await client.signedOrder('pazyma-zemes-sklypas', PLAN_ORDER);
    const before = await footprint(id);
    failing.render = true;
    try {
      const res = await client.act(id, 'perduoti');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'errors.server' });
    } finally {
      failing.render = false;
    }
    expect(await footprint(id)).toEqual(before);

    const res = await client.act(id, 'perduoti');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { status: string; registryNumber: string };
    expect(answer.status).toBe('iregistruotas');
    expect(answer.registryNumber).toBe(`NTR-2026-${String(before.counter + 1).padStart(6, '0')}`);
    expect(await count('certificate_pdf', id)).toBe(1);
    expect(await auditOf(id)).toEqual([...before.audit, 'lifecycle.perduoti', 'certificate.isdavimas']);
  });

  it('a later effect failing after the PDF was placed rolls issuing back and removes the file', async () => {
    const id = await client.signedOrder('pazyma-zemes-sklypas', PLAN_ORDER);
    const before = await footprint(id);
    laterEffect.fail = true;
    try {
      expect((await client.act(id, 'perduoti')).statusCode).toBe(500);
    } finally {
      laterEffect.fail = false;
    }
    expect(await footprint(id)).toEqual(before);
  });

  it('a priced order: the payment confirmation fails with the renderer, leaving neither moketi nor a completed payment; confirmed again, both', async () => {
    const id = await client.awaitingPayment();
    const { payment, confirmation } = await client.throughStandIn(id, 'apmoketas');
    const before = await footprint(id);
    const paymentBefore = await t.db.kysely.selectFrom('cart_payment').selectAll().where('id', '=', payment).executeTakeFirstOrThrow();
    failing.render = true;
    try {
      expect((await client.confirm(id, payment, confirmation)).statusCode).toBe(500);
    } finally {
      failing.render = false;
    }
    expect(await footprint(id)).toEqual(before);
    expect(before).toMatchObject({ status: 'laukia_apmokejimo', paid_at: null });
    expect(await t.db.kysely.selectFrom('cart_payment').selectAll().where('id', '=', payment).executeTakeFirstOrThrow()).toEqual(paymentBefore);

    const paid = await client.confirm(id, payment, confirmation);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'iregistruotas', payable: false, paidAt: expect.any(String), payments: [{ status: 'apmoketas' }] });
    expect(await count('certificate_pdf', id)).toBe(1);
  });

  it('replaying a confirmation answers the same and writes nothing twice, also when two arrive at once', async () => {
    const id = await client.awaitingPayment();
    const { payment, confirmation } = await client.throughStandIn(id, 'apmoketas');
    const answers = await Promise.all([client.confirm(id, payment, confirmation), client.confirm(id, payment, confirmation)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ message: 'errors.payment_already_completed' });
    const after = await footprint(id);
    const paymentsAfter = await t.db.kysely.selectFrom('cart_payment').selectAll().where('document_id', '=', id).execute();

    for (let i = 0; i < 2; i++) {
      const replay = await client.confirm(id, payment, confirmation);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ message: 'errors.payment_already_completed' });
    }
    expect(await footprint(id)).toEqual(after);
    expect(await t.db.kysely.selectFrom('cart_payment').selectAll().where('document_id', '=', id).execute()).toEqual(paymentsAfter);
    expect(paymentsAfter).toHaveLength(1);
    expect(after.audit.filter((a) => a === 'lifecycle.moketi')).toHaveLength(1);
    expect(after.pdfs).toBe(1);
  });
});
