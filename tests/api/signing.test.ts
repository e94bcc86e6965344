/**
 * The local signer: ASiC-E containers (stored mimetype first, the signed data object and its
 * PDF rendering, a XAdES signature by the signer's test-PKI certificate) with per-user keys
 * kept encrypted; every kind of tampering is refused with its reason; the signing state of
 * spec §3 (type, transaction id, status).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/database.js';
import { openContainer } from '../../api/modules/signing/asic.js';
import { canonicalJson } from '../../api/modules/signing/canonical.js';
import { keyPairOf } from '../../api/modules/signing/keys.js';
import { localSigner } from '../../api/modules/signing/local-signer.js';
import { checkSignature, signItem, signingStateOf } from '../../api/modules/signing/signing.js';
import { readZip, writeStoredZip } from '../../api/modules/signing/zip.js';
import { TEST_NOW } from '../helpers/app.js';
import { createTestDb, TEST_DIALECTS, type TestDb } from '../helpers/database.js';
import { seed } from '../../api/db/seed/index.js';

const content = Buffer.from(canonicalJson({ type: 'sutartine-hipoteka', schemaVersion: 'abc', data: { b: [1, 2.5, 'ą'], a: null } }), 'utf8');

describe('canonical JSON and stored ZIP', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: { d: 1, c: [true, { f: 'x', e: 0 }] }, a: 'ž' })).toBe('{"a":"ž","b":{"c":[true,{"e":0,"f":"x"}],"d":1}}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
  });

  it('reads back what it writes and refuses corrupt archives', async () => {
    const zip = writeStoredZip(
      [
        { name: 'mimetype', data: Buffer.from('application/vnd.etsi.asic-e+zip') },
        { name: 'META-INF/ą.txt', data: Buffer.from('duomenys') },
      ],
      new Date(TEST_NOW),
    );
    expect((await readZip(zip)).map((e) => [e.name, e.data.toString()])).toEqual([
      ['mimetype', 'application/vnd.etsi.asic-e+zip'],
      ['META-INF/ą.txt', 'duomenys'],
    ]);
    const corrupt = Buffer.from(zip);
    corrupt[zip.indexOf('duomenys')] ^= 1; // a data byte: its CRC no longer matches
    await expect(readZip(corrupt)).rejects.toThrow();
    await expect(readZip(zip.subarray(0, zip.length - 5))).rejects.toThrow();
    // bytes hidden between the entries and the central directory (a polyglot): refused, as uploads are
    const start = zip.readUInt32LE(zip.length - 22 + 16);
    const hidden = Buffer.concat([zip.subarray(0, start), Buffer.from('%PDF-1.7 hidden'), zip.subarray(start)]);
    hidden.writeUInt32LE(start + 15, hidden.length - 22 + 16);
    await expect(readZip(hidden)).rejects.toThrow('bytes between the last entry and the central directory');
  });
});

describe.each(TEST_DIALECTS)('local signer [%s]', (dialect) => {
  let db: TestDb;
  let users: { notary: number; assistant: number };
  beforeAll(async () => {
    db = await createTestDb(dialect);
    await seed(db as Db, { demoPassword: 'Test-Slaptazodis-1' }, new Date(TEST_NOW));
    const rows = await db.kysely.selectFrom('app_user').select(['id', 'username']).where('username', 'in', ['DT_notaras', 'DT_notaro_padejejas']).execute();
    users = {
      notary: Number(rows.find((r) => r.username === 'DT_notaras')!.id),
      assistant: Number(rows.find((r) => r.username === 'DT_notaro_padejejas')!.id),
    };
  });
  afterAll(() => db.cleanup());

  it('signs an ASiC-E container: mimetype stored first, the data object, a signature over its digest', async () => {
    const container = await localSigner.sign(db.kysely, { signer: { userId: users.assistant, name: 'Eglė Paulauskienė' }, content, at: TEST_NOW });
    expect(container.readUInt32LE(0)).toBe(0x04034b50);
    expect(container.subarray(30, 38).toString()).toBe('mimetype');
    expect(container.subarray(38, 38 + 31).toString()).toBe('application/vnd.etsi.asic-e+zip');
    expect((await readZip(container)).map((e) => e.name)).toEqual([
      'mimetype',
      'duomenys.json',
      'dokumentas.pdf',
      'META-INF/manifest.xml',
      'META-INF/signatures0.xml',
    ]);
    const opened = await openContainer(container);
    expect(opened.files.get('duomenys.json')!.equals(content)).toBe(true);
    expect(opened.files.get('dokumentas.pdf')!.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = opened.signatures[0].xml;
    expect(xml).toContain('<ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>');
    expect(xml).toMatch(/<ds:KeyInfo><ds:X509Data><ds:X509Certificate>[A-Za-z0-9+/=]+<\/ds:X509Certificate>/);
    expect(xml).toMatch(/<xades:SigningTime>2026-11-20T10:00:00Z<\/xades:SigningTime><xades:SigningCertificateV2><xades:Cert><xades:CertDigest>/);
    expect(await localSigner.verify(db.kysely, container, TEST_NOW)).toMatchObject({
      valid: true,
      signerUserId: users.assistant,
      signerName: 'Eglė Paulauskienė',
      signedAt: '2026-11-20T10:00:00Z',
    });
  });

  it('keeps one key pair per user, the private key only encrypted', async () => {
    const first = await keyPairOf(db.kysely, users.notary, TEST_NOW);
    const again = await keyPairOf(db.kysely, users.notary, TEST_NOW);
    expect(again.fingerprint).toBe(first.fingerprint);
    const row = await db.kysely.selectFrom('signing_key').selectAll().where('user_id', '=', users.notary).executeTakeFirstOrThrow();
    const der = first.privateKey.export({ type: 'pkcs8', format: 'der' });
    expect(row.private_key_enc).not.toContain(der.toString('base64'));
    expect(row.private_key_enc).not.toContain(der.toString('base64url').slice(0, 40));
    expect(createHash('sha256').update(Buffer.from(row.public_key, 'base64')).digest('hex')).toBe(row.fingerprint);
    // a key row moved to another user does not decrypt (the user is bound into the encryption)
    await db.kysely.deleteFrom('signing_key').where('user_id', '=', users.assistant).execute();
    await db.kysely
      .insertInto('signing_key')
      .values({ ...row, user_id: users.assistant, fingerprint: 'f'.repeat(64) })
      .execute();
    await expect(keyPairOf(db.kysely, users.assistant, TEST_NOW)).rejects.toThrow();
    await db.kysely.deleteFrom('signing_key').where('user_id', '=', users.assistant).execute();
  });

  it('refuses every kind of tampering with its reason', async () => {
    const signer = { userId: users.notary, name: 'Rasa Vaitkienė' };
    const good = await localSigner.sign(db.kysely, { signer, content, at: TEST_NOW });
    const read = await readZip(good);
    const entries = () => read;
    const rebuild = (change: (name: string, data: Buffer) => Buffer) =>
      writeStoredZip(
        entries().map((e) => ({ name: e.name, data: change(e.name, e.data) })),
        new Date(TEST_NOW),
      );
    const xml = (f: (x: string) => string) => rebuild((n, d) => (n.endsWith('signatures0.xml') ? Buffer.from(f(d.toString())) : d));

    // another (trusted, valid) certificate put in place of the signer's
    const theirs = await localSigner.sign(db.kysely, { signer: { userId: users.assistant, name: 'Eglė Paulauskienė' }, content, at: TEST_NOW });
    const foreignCertificate = /<ds:X509Certificate>([^<]+)</.exec((await openContainer(theirs)).signatures[0].xml)![1];

    const cases: [string, Buffer][] = [
      ['data_digest_mismatch', rebuild((n, d) => (n === 'duomenys.json' ? Buffer.from(d.toString().replace('2.5', '3.5')) : d))],
      ['data_digest_mismatch', rebuild((n, d) => (n === 'dokumentas.pdf' ? Buffer.concat([d, Buffer.from(' ')]) : d))],
      ['properties_digest_mismatch', xml((x) => x.replace('2026-11-20T10:00:00Z', '2026-11-19T10:00:00Z'))],
      [
        'bad_signature',
        xml((x) => x.replace(/<ds:SignatureValue Id="S0-SIG">(.)/, (_, c: string) => `<ds:SignatureValue Id="S0-SIG">${c === 'A' ? 'B' : 'A'}`)),
      ],
      ['certificate_digest_mismatch', xml((x) => x.replace(/<ds:X509Certificate>[^<]+</, `<ds:X509Certificate>${foreignCertificate}<`))],
      [
        'manifest_mismatch',
        rebuild((n, d) =>
          n === 'META-INF/manifest.xml' ? Buffer.from(d.toString().replace(/<manifest:file-entry manifest:full-path="dokumentas.pdf"[^>]*>/, '')) : d,
        ),
      ],
      [
        'manifest_mismatch',
        writeStoredZip([...entries().slice(0, 3), { name: 'papildomas.txt', data: Buffer.from('x') }, ...entries().slice(3)], new Date(TEST_NOW)),
      ],
      ['malformed', rebuild((n, d) => (n === 'mimetype' ? Buffer.from('application/zip') : d))],
      ['malformed', writeStoredZip(entries().reverse(), new Date(TEST_NOW))],
      ['malformed', xml((x) => `<!DOCTYPE x [<!ENTITY e "e">]>${x.replace(/^<\?xml[^>]*>/, '')}`)],
      ['malformed', Buffer.from('PK not a zip at all')],
    ];
    for (const [reason, container] of cases) expect(await localSigner.verify(db.kysely, container, TEST_NOW), reason).toMatchObject({ valid: false, reason });
  });

  it('records the signing state and checks the signature in force against the current content', async () => {
    const state = await signItem(db.kysely, localSigner, {
      type: 'document',
      itemId: 4242,
      itemVersion: 3,
      signer: { userId: users.notary, name: 'Rasa Vaitkienė' },
      content,
      at: TEST_NOW,
    });
    expect(state).toMatchObject({
      type: 'document',
      status: 'signed',
      provider: 'local',
      itemVersion: 3,
      digest: createHash('sha256').update(content).digest('hex'),
    });
    expect(state.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await signingStateOf(db.kysely, 'document', 4242)).toMatchObject({ transactionId: state.transactionId, status: 'signed' });
    expect(await checkSignature(db.kysely, localSigner, { type: 'document', itemId: 4242, content, now: TEST_NOW })).toMatchObject({ ok: true });
    expect(
      await checkSignature(db.kysely, localSigner, { type: 'document', itemId: 4242, content: Buffer.concat([content, Buffer.from(' ')]), now: TEST_NOW }),
    ).toEqual({ ok: false, reason: 'not_current' });
    expect(await checkSignature(db.kysely, localSigner, { type: 'document', itemId: 4243, content, now: TEST_NOW })).toEqual({ ok: false, reason: 'missing' });
    // signing again cancels the earlier signature: one signature in force
    await signItem(db.kysely, localSigner, {
      type: 'document',
      itemId: 4242,
      itemVersion: 5,
      signer: { userId: users.notary, name: 'Rasa Vaitkienė' },
      content,
      at: TEST_NOW,
    });
    const rows = await db.kysely.selectFrom('signature').select('status').where('item_id', '=', 4242).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'signed']);
  });
});
