import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleWatcher } from '../../../src/features/auth/session/idle-watcher';
import { startKeepAlive } from '../../../src/features/auth/session/keep-alive-timer';
import { idleMinutesOf, sessionFromSignIn } from '../../../src/features/auth/session/session-from-sign-in';
import { needsConsent, withConsent } from '../../../src/features/auth/session/consent';
import type { SignInResponse } from '../../../src/features/auth/api/types';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00+02:00'));
});
afterEach(() => vi.useRealTimers());

/** A report the test answers by hand, to see what happens while it is on its way. */
function manualReports() {
  const pending: ((accepted: boolean) => void)[] = [];
  const report = vi.fn(() => new Promise<boolean>((resolve) => pending.push(resolve)));
  const answerAll = async (accepted = true) => {
    while (pending.length) pending.shift()!(accepted);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { report, answerAll };
}

describe('idle watcher (spec §4, §9)', () => {
  it('ends the session atjungimo_laikas minutes after the last contact, not a moment earlier', async () => {
    const { report, answerAll } = manualReports();
    const onExpire = vi.fn();
    const watcher = createIdleWatcher({ idleMs: 15 * MINUTE, report, onExpire });
    watcher.start();
    expect(report).toHaveBeenCalledTimes(1); // the page load is a user action
    await answerAll();
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    watcher.userActed();
    expect(report).toHaveBeenCalledTimes(1); // over is over
  });

  it('user input reports to the server at most once a minute, with one more at the end of the minute', async () => {
    const { report, answerAll } = manualReports();
    const watcher = createIdleWatcher({ idleMs: 15 * MINUTE, report, onExpire: vi.fn() });
    watcher.start();
    await answerAll();
    await vi.advanceTimersByTimeAsync(10_000);
    watcher.userActed();
    watcher.userActed();
    expect(report).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50_000 - 1);
    expect(report).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledTimes(2);
    await answerAll();
    // no input since: nothing more is sent
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(report).toHaveBeenCalledTimes(2);
    watcher.userActed();
    expect(report).toHaveBeenCalledTimes(3);
    watcher.stop();
  });

  it('counts from when an accepted report was sent; a refused or failed report extends nothing', async () => {
    const { report, answerAll } = manualReports();
    const onExpire = vi.fn();
    const watcher = createIdleWatcher({ idleMs: 15 * MINUTE, report, onExpire });
    const started = Date.now();
    watcher.start();
    await answerAll();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    watcher.userActed();
    const sentAt = Date.now();
    await vi.advanceTimersByTimeAsync(3_000); // the answer takes a while
    await answerAll(true);
    expect(watcher.deadline()).toBe(sentAt + 15 * MINUTE);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    watcher.userActed();
    await answerAll(false); // 401 or an outage: the server did not see us
    expect(watcher.deadline()).toBe(sentAt + 15 * MINUTE);
    await vi.advanceTimersByTimeAsync(sentAt + 15 * MINUTE - Date.now());
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBe(20 * MINUTE);
  });

  it('stop() silences it', async () => {
    const { report, answerAll } = manualReports();
    const onExpire = vi.fn();
    const watcher = createIdleWatcher({ idleMs: MINUTE, report, onExpire });
    watcher.start();
    await answerAll();
    watcher.stop();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('keep-alive (spec §4, §9)', () => {
  it('pings at once and then every 60 s, handing each answer on, until stopped', async () => {
    let n = 0;
    const ping = vi.fn(async () => ({ sistemos_informavimas: `žinutė ${++n}` }));
    const onAnswer = vi.fn();
    const stop = startKeepAlive({ ping, onAnswer });
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith({ sistemos_informavimas: 'žinutė 1' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(ping).toHaveBeenCalledTimes(5);
    stop();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(ping).toHaveBeenCalledTimes(5);
  });

  it('a failed ping changes nothing and the next one still goes', async () => {
    const ping = vi.fn().mockRejectedValueOnce(new Error('tinklas')).mockResolvedValue({ sistemos_informavimas: null });
    const stop = startKeepAlive({ ping });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(ping).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('the session of a sign-in answer', () => {
  const answer = (over: Partial<SignInResponse['naudotojas']> = {}, first = false): SignInResponse => ({
    naudotojas: {
      api_token: 'zetonas',
      atjungimo_laikas: 20,
      avatar: null,
      snau_id: 12,
      snau_vardas: 'Rasa',
      snau_pavarde: 'Vaitkienė',
      snau_kontora: 'Vilniaus miesto 5-asis notarų biuras',
      snau_kontora_tipas: 'notaras',
      snau_sutartis_nr: null,
      snau_sutikimas_su_salygomis: true,
      snau_sutikimas_su_salygomis_ntrpaslaugos: false,
      snau_savitarnos_sutartis: false,
      snau_savitarnos_id: null,
      snau_ntr_vadovo_parasas: false,
      snau_aktyvi_zinute: null,
      snau_native_parasas: false,
      ...over,
    },
    zinutes: [],
    roles: ['DT_notaras'],
    pirmas_prisijungimas: first,
  });

  it('keeps the token, the name, the roles, the idle minutes, the consent flags and the xid', () => {
    expect(sessionFromSignIn(answer(), 'xid-1')).toEqual({
      token: 'zetonas',
      xid: 'xid-1',
      user: {
        id: 12,
        displayName: 'Rasa Vaitkienė',
        roles: ['DT_notaras'],
        idleMinutes: 20,
        consent: { terms: true, ntrServices: false, selfServiceContract: false },
        firstSignIn: false,
        accessibilityMode: false,
      },
    });
    expect(sessionFromSignIn(answer({ snau_prieinamumo_rezimas: true })).user.accessibilityMode).toBe(true);
  });

  it('idle minutes: 15 when atjungimo_laikas is not above zero (spec §9)', () => {
    expect(idleMinutesOf(0)).toBe(15);
    expect(idleMinutesOf(-5)).toBe(15);
    expect(idleMinutesOf(null)).toBe(15);
    expect(idleMinutesOf(30)).toBe(30);
    expect(sessionFromSignIn(answer({ atjungimo_laikas: 0 })).user.idleMinutes).toBe(15);
  });

  it('the consent flow: workplace on missing terms or a first sign-in; portal on a missing self-service contract', () => {
    expect(needsConsent(sessionFromSignIn(answer()).user, 'workplace')).toBe(false);
    expect(needsConsent(sessionFromSignIn(answer({}, true)).user, 'workplace')).toBe(true);
    expect(needsConsent(sessionFromSignIn(answer({ snau_sutikimas_su_salygomis: false })).user, 'workplace')).toBe(true);
    expect(needsConsent(sessionFromSignIn(answer()).user, 'portal')).toBe(true);
    expect(needsConsent(sessionFromSignIn(answer({ snau_savitarnos_sutartis: true })).user, 'portal')).toBe(false);
  });

  it('after an answer the session takes the server’s flags and the first-sign-in flow is done', () => {
    const first = sessionFromSignIn(answer({}, true));
    const after = withConsent(first, {
      snau_id: 12,
      snau_sutikimas_su_salygomis: true,
      snau_sutikimas_su_salygomis_ntrpaslaugos: false,
      snau_savitarnos_sutartis: true,
    });
    expect(after.user.firstSignIn).toBe(false);
    expect(after.user.consent).toEqual({ terms: true, ntrServices: false, selfServiceContract: true });
    expect(needsConsent(after.user, 'workplace')).toBe(false);
  });
});
