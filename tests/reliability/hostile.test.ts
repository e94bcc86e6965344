/**
 * The hostile-input corpus against a real server process: every answer is below 500, a JSON
 * error with a message key and nothing internal, nothing is written, and the server still
 * answers afterwards. Plus the upload corpus's zip bombs, zip-slip and polyglots, raw malformed
 * HTTP, junk bearer tokens and client-chosen request ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/database.js';
import { TEST_DIALECTS } from '../helpers/database.js';
import { TYPE } from '../helpers/lifecycle.js';
import { pdf } from '../helpers/upload-corpus/builders.js';
import { CORPUS } from '../helpers/upload-corpus/corpus.js';
import { recordFigures } from './figures.js';
import { CURRENT_VERSION, hostileRequests, type HostileRequest } from './hostile-corpus.js';
import { call, INTERNALS, parse, refusalProblems, signIn, type Answer } from './http.js';
import { MALFORMED, rawRequest, slowClient } from './raw-http.js';
import { serverFor } from './server-process.js';
import { withMarker } from './writes.js';

/** An answer this bounded is a bounded error list (a million-element input must not echo a million errors). */
const BOUNDED_BYTES = 64 * 1024;
const ANSWER_MS = 30_000;
const ATTACKS = /bomb|zip-slip|polyglot|self-extracting|after %%EOF|comment|overlapping|1001 entries/;

describe.each(TEST_DIALECTS)('hostile input [%s]', (dialect) => {
  const s = serverFor(dialect);
  let db: Db;
  let token: string;
  let documentId: number;

  /** Everything a refused request must leave alone: rows, the stored document, files on disk. */
  async function snapshot() {
    const count = async (table: 'document' | 'document_version' | 'attached_file' | 'app_user' | 'item_lock') =>
      Number(
        (
          await db.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const doc = await db.kysely.selectFrom('document').select(['version', 'data']).where('id', '=', documentId).executeTakeFirstOrThrow();
    const files = path.join(s.store.dataDir, 'files');
    return {
      documents: await count('document'),
      versions: await count('document_version'),
      files: await count('attached_file'),
      users: await count('app_user'),
      locks: await count('item_lock'),
      document: `${doc.version}:${doc.data}`,
      onDisk: fs.existsSync(files) ? fs.readdirSync(files).length : 0,
    };
  }
  const audits = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('audit_event')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Records the case's figures, then asserts the server still answers. */
  async function tallyAndCheckAlive(answers: { status: number }[]) {
    recordFigures(dialect, 'hostile', { cases: answers.length, serverErrors: answers.filter((a) => a.status >= 500).length });
    expect((await call(s.url, 'GET', '/api/health')).status, 'the server answers health afterwards').toBe(200);
  }

  beforeAll(async () => {
    db = s.store.open();
    token = await signIn(s.url, 'DT_notaras');
    const res = await call(s.url, 'POST', '/api/documents', { token, json: { type: TYPE, data: withMarker('taikinys') } });
    expect(res.status, res.text).toBe(201);
    documentId = parse<{ id: number }>(res).id;
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it.each(hostileRequests())('$name', async (c: HostileRequest) => {
    const before = await snapshot();
    const version = before.document.split(':')[0];
    const headers = Object.fromEntries(Object.entries(c.headers ?? {}).map(([k, v]) => [k, v === CURRENT_VERSION ? `"${version}"` : v]));
    let answer: Answer;
    try {
      answer = await call(s.url, c.method, c.path.replace(':id', String(documentId)), {
        token: c.signedIn ? token : undefined,
        headers: { ...(c.body !== undefined ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...headers },
        body: c.body,
        timeoutMs: ANSWER_MS,
      });
    } catch (error) {
      // no answer in time: the server is stuck on this input; start a fresh one for the next case
      recordFigures(dialect, 'hostile', { cases: 1 });
      await s.restart();
      token = await signIn(s.url, 'DT_notaras');
      throw new Error(`no answer within ${ANSWER_MS / 1000} s (${String(error)})`);
    }
    const problems = refusalProblems(answer);
    const wanted = c.status === undefined ? undefined : [c.status].flat();
    if (wanted && !wanted.includes(answer.status)) problems.push(`status ${answer.status}, expected ${wanted.join(' or ')}: ${answer.text.slice(0, 200)}`);
    if (c.bounded && answer.text.length > BOUNDED_BYTES) problems.push(`an answer of ${answer.text.length} bytes`);
    await tallyAndCheckAlive([answer]);
    expect(problems).toEqual([]);
    expect(await snapshot(), 'nothing written').toEqual(before);
  });

  describe('uploads', () => {
    const upload = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return call(s.url, 'POST', `/api/documents/${documentId}/files`, { token, body: form });
    };

    const attacks = CORPUS.filter((sample) => 'status' in sample.expect && ATTACKS.test(sample.what));
    it.each(attacks.map((sample) => ({ ...sample, label: sample.what })))('refuses $label', async (sample) => {
      const before = await snapshot();
      const answer = await upload(await sample.build(), sample.file);
      await tallyAndCheckAlive([answer]);
      expect(refusalProblems(answer)).toEqual([]);
      expect('status' in sample.expect && answer.status).toBe('status' in sample.expect && sample.expect.status);
      expect(answer.text).toContain('status' in sample.expect ? sample.expect.key : 'a refusal');
      expect(await snapshot(), 'nothing written').toEqual(before);
    });

    it('stores a file named with ../ under a random name inside the data folder', async () => {
      const answer = await upload(pdf(), '../../../../tmp/ikelta.pdf');
      await tallyAndCheckAlive([answer]);
      expect(answer.status, answer.text).toBe(201);
      expect(parse<{ name: string }>(answer).name).toBe('ikelta.pdf');
      expect(fs.existsSync(path.resolve(s.store.dataDir, 'files', '../../../../tmp/ikelta.pdf'))).toBe(false);
      expect(fs.existsSync(path.resolve(s.store.dataDir, '..', 'ikelta.pdf'))).toBe(false);
    });
  });

  describe('raw HTTP', () => {
    it.each(MALFORMED)('answers $name with no 5xx and nothing internal', async ({ bytes }) => {
      const answer = await rawRequest(s.server.port, bytes);
      await tallyAndCheckAlive([answer]);
      expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
      expect(answer.text).not.toMatch(INTERNALS);
    });

    it('keeps answering while 20 clients hold connections with unfinished headers', async () => {
      const slow = await Promise.all(
        Array.from({ length: 20 }, () => slowClient(s.server.port, 'POST /api/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nX-Slow: ')),
      );
      try {
        const answers = await Promise.all(Array.from({ length: 5 }, () => call(s.url, 'GET', '/api/health', { timeoutMs: 10_000 })));
        await tallyAndCheckAlive(answers);
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      } finally {
        for (const client of slow) client.close();
      }
    });
  });

  describe('tokens and request ids', () => {
    const JUNK = [
      'x',
      'Bearer',
      `${'a'.repeat(10_000)}`,
      '../../../etc/passwd',
      "' or 1=1 --",
      '\u00ff\u00fe',
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.',
      '0'.repeat(64),
    ];

    it('refuses junk bearer tokens with 401 and writes no audit row for them', async () => {
      const before = await audits();
      const answers: Answer[] = [];
      for (const junk of JUNK) {
        for (const url of ['/api/documents', '/api/naudotojas', '/sav/documents']) {
          answers.push(await call(s.url, 'GET', url, { headers: { authorization: `Bearer ${junk}` } }));
        }
      }
      await tallyAndCheckAlive(answers);
      expect(answers.filter((a) => a.status !== 401).map((a) => `${a.status} ${a.text.slice(0, 100)}`)).toEqual([]);
      expect(answers.flatMap(refusalProblems)).toEqual([]);
      expect(await audits(), 'audit rows written for junk tokens').toBe(before);
    });

    it('answers with a request id of its own, not the one the client sent', async () => {
      const answer = await call(s.url, 'GET', '/api/health', { headers: { 'x-request-id': 'kliento-pasirinktas-id' } });
      await tallyAndCheckAlive([answer]);
      expect(answer.headers.get('x-request-id')).toMatch(/./);
      expect(answer.headers.get('x-request-id')).not.toBe('kliento-pasirinktas-id');
    });
  });
});
