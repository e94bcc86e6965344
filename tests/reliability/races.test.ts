/**
 * Races over real sockets: writers carrying one version, registrars deciding one document at
 * once, parallel uploads at the per-item file limit. Each race has exactly one winner (or
 * exactly as many as the limit leaves room for) and the losers change nothing.
 */
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../helpers/database.js';
import { addWorkingDays } from '../../src/domain/calendar/working-days.js';
import { registryDate } from '../../src/domain/schema/runtime/today.js';
import { REJECT_FORM, RETURN_FORM, TYPE } from '../helpers/lifecycle.js';
import { pdf } from '../helpers/upload-corpus/builders.js';
import { MAX_FILES_PER_ITEM } from '../../api/modules/files/limits.js';
import { recordFigures } from './figures.js';
import { call, parse, signIn, type Answer } from './http.js';
import { serverFor } from './server-process.js';
import { withMarker } from './writes.js';

const ROUNDS = 5;
const RACERS = 8;
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort((a, b) => a - b);

describe.each(TEST_DIALECTS)('races [%s]', (dialect) => {
  const s = serverFor(dialect);
  const figures = { cases: 0, serverErrors: 0 };
  const tally = (answers: Answer[]) => {
    figures.cases += answers.length;
    figures.serverErrors += answers.filter((a) => a.status >= 500).length;
    recordFigures(dialect, 'races', { cases: answers.length, serverErrors: answers.filter((a) => a.status >= 500).length });
    return answers;
  };

  const as = async (username: string) => ({ username, token: await signIn(s.url, username) });
  type Who = Awaited<ReturnType<typeof as>>;
  const create = async (who: Who, marker: string) => {
    const res = await call(s.url, 'POST', '/api/documents', { token: who.token, json: { type: TYPE, data: withMarker(marker) } });
    expect(res.status, res.text).toBe(201);
    return parse<{ id: number }>(res).id;
  };
  const read = async (who: Who, id: number) =>
    parse<{ version: number; status: string }>(await call(s.url, 'GET', `/api/documents/${id}`, { token: who.token }));
  const act = (who: Who, id: number, action: string, version: number, form?: object) =>
    call(s.url, 'POST', `/api/documents/${id}/actions/${action}`, { token: who.token, headers: { 'if-match': `"${version}"` }, json: form ? { form } : {} });

  it(`lets exactly one of ${RACERS} saves carrying one version win, ${ROUNDS} times`, async () => {
    const [notary, assistant] = await Promise.all([as('DT_notaras'), as('DT_notaro_padejejas')]);
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await create(notary, `lenktynes-${round}`);
      const answers = tally(
        await Promise.all(
          Array.from({ length: RACERS }, (_, i) =>
            call(s.url, 'PUT', `/api/documents/${id}`, {
              token: (i % 2 ? assistant : notary).token,
              headers: { 'if-match': '"1"' },
              json: { data: withMarker(`${round}-${i}`) },
            }),
          ),
        ),
      );
      expect(statuses(answers)).toEqual([200, ...Array(RACERS - 1).fill(412)]);
      expect((await read(notary, id)).version).toBe(2);
    }
  });

  it('lets exactly one of several registrars deciding one transferred document win', async () => {
    const [notary, registrar, registrar2] = await Promise.all([as('DT_notaras'), as('RG_STSR_registrat'), as('RG')]);
    const decisions: [string, object | undefined][] = [
      ['iregistruoti', undefined],
      // the server runs on the real clock: the correction deadline lies ahead of today
      ['grazinti', { ...RETURN_FORM, terminas: addWorkingDays(registryDate(new Date()), 5) }],
      ['atmesti', REJECT_FORM],
    ];
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await create(notary, `sprendimas-${round}`);
      for (const step of ['pasirasyti', 'perduoti']) expect((await act(notary, id, step, (await read(notary, id)).version)).status).toBe(200);
      const { version } = await read(registrar, id);
      const answers = tally(
        await Promise.all(
          Array.from({ length: RACERS }, (_, i) => {
            const [action, form] = decisions[i % decisions.length];
            return act(i % 2 ? registrar2 : registrar, id, action, version, form);
          }),
        ),
      );
      const won = answers.filter((a) => a.status === 200);
      expect(won, statuses(answers).join(',')).toHaveLength(1);
      expect(
        answers.filter((a) => a.status !== 200).every((a) => a.status === 409 || a.status === 412),
        statuses(answers).join(','),
      ).toBe(true);
      expect(await read(notary, id)).toMatchObject({ version: version + 1, status: parse<{ status: string }>(won[0]).status });
    }
  });

  it('lets exactly one of two concurrent signatures of one document through', async () => {
    const notary = await as('DT_notaras');
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await create(notary, `parasas-${round}`);
      const answers = tally(await Promise.all(Array.from({ length: RACERS }, () => act(notary, id, 'pasirasyti', 1))));
      expect(
        answers.filter((a) => a.status === 200),
        statuses(answers).join(','),
      ).toHaveLength(1);
      expect((await read(notary, id)).version).toBe(2);
    }
  });

  it(`holds the limit of ${MAX_FILES_PER_ITEM} files per document under parallel uploads`, async () => {
    const notary = await as('DT_notaras');
    const id = await create(notary, 'failai');
    const upload = (i: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf({ text: `Priedas ${i}` }))], { type: 'application/pdf' }), `priedas-${i}.pdf`);
      return call(s.url, 'POST', `/api/documents/${id}/files`, { token: notary.token, body: form });
    };
    const room = 4;
    for (let i = 0; i < MAX_FILES_PER_ITEM - room; i += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, MAX_FILES_PER_ITEM - room - i) }, (_, j) => upload(i + j)));
      expect(statuses(batch).every((status) => status === 201)).toBe(true);
    }
    const answers = tally(await Promise.all(Array.from({ length: 3 * room }, (_, i) => upload(1000 + i))));
    expect(statuses(answers)).toEqual([...Array(room).fill(201), ...Array(2 * room).fill(409)]);
    const listed = parse<{ items: unknown[] }>(await call(s.url, 'GET', `/api/documents/${id}/files`, { token: notary.token }));
    expect(listed.items).toHaveLength(MAX_FILES_PER_ITEM);
  });

  it('answered no race with a 5xx', () => {
    expect(figures.serverErrors).toBe(0);
  });
});
