/**
 * The login throttle under a concurrent burst: failures are counted atomically, so no more
 * passwords are checked than the limit allows, per username and per client address, and every
 * refusal says when to come back (Retry-After). The server trusts X-Forwarded-For here
 * (TRUST_PROXY=true), so each burst comes from an address of its own.
 */
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../helpers/database.js';
import { TEST_PASSWORD } from '../helpers/app.js';
import { THROTTLES } from '../../api/modules/auth/login-throttle.js';
import { DEMO_USERS } from '../../api/db/seed/users.js';
import { recordFigures } from './figures.js';
import { call, refusalProblems, type Answer } from './http.js';
import { serverFor } from './server-process.js';

const BURST = 200;
/**
 * The per-address burst goes round the seeded demo users (cheap demo hashes: unknown usernames
 * are checked against a full-cost decoy hash, which kept an unthrottled burst busy for minutes),
 * so a throttle per username alone would still check up to its limit of each.
 */
const USERS = DEMO_USERS.map((u) => u.username);
const PER_USERNAME = THROTTLES.username.limit;
const PER_ADDRESS = THROTTLES.address.limit;

describe.each(TEST_DIALECTS)('login throttle under a burst [%s]', (dialect) => {
  const s = serverFor(dialect, { TRUST_PROXY: 'true' });
  const login = (username: string, password: string, address: string) =>
    call(s.url, 'POST', '/api/login', { json: { username, password }, headers: { 'x-forwarded-for': address }, timeoutMs: 90_000 });

  /** Fires the burst at once; answers it after recording its figures. */
  async function burst(attempts: (i: number) => Promise<Answer>): Promise<Answer[]> {
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => attempts(i)));
    // the bounded hashing pool sheds what it cannot queue (auth README): a deliberate 503 with
    // errors.sign_in_busy and Retry-After, not a failure; any other 5xx is one
    const shed = (a: Answer) => a.status === 503 && a.text.includes('"errors.sign_in_busy"');
    recordFigures(dialect, 'throttle', { cases: answers.length, serverErrors: answers.filter((a) => a.status >= 500 && !shed(a)).length });
    const unexpected = answers.filter((a) => a.status !== 401 && a.status !== 429 && !shed(a)).map((a) => `${a.status} ${a.text.slice(0, 120)}`);
    expect(unexpected).toEqual([]);
    const throttled = answers.filter((a) => a.status === 429 || shed(a));
    expect(throttled.flatMap((a) => refusalProblems(a).filter((problem) => !(shed(a) && problem === 'status 503')))).toEqual([]);
    expect(throttled.filter((a) => !/^[1-9]\d*$/.test(a.headers.get('retry-after') ?? '')).length, '429 and 503 answers without a Retry-After in seconds').toBe(
      0,
    );
    return answers;
  }
  const checked = (answers: Answer[]) => answers.filter((a) => a.status === 401).length;

  it(`checks at most ${PER_USERNAME} of ${BURST} wrong passwords for one username at once, and then not even the right one`, async () => {
    const answers = await burst(() => login('DT_notaras', 'Neteisingas-1', '198.51.100.7'));
    expect(checked(answers)).toBeLessThanOrEqual(PER_USERNAME);
    const right = await login('DT_notaras', TEST_PASSWORD, '198.51.100.7');
    expect(right.status).toBe(429);
  });

  it(`throttles one client address trying ${USERS.length} usernames ${BURST} times at once`, async () => {
    const answers = await burst((i) => login(USERS[i % USERS.length], 'Neteisingas-1', '198.51.100.8'));
    expect(checked(answers)).toBeLessThanOrEqual(PER_ADDRESS);
  });

  it('still signs in a user from another address', async () => {
    expect((await login('DT_notaro_padejejas', TEST_PASSWORD, '203.0.113.9')).status).toBe(200);
  });
});
