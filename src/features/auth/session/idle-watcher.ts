/**
 * The idle session clock (spec §4, §9): the session ends after atjungimo_laikas minutes
 * without a user action. The server counts user *requests*; the browser sees user *input*.
 * To keep the two in step, user input (a key, a click, a touch) is reported to the server
 * with an ordinary request (GET check-user) at most once a minute — one report at once,
 * and one more at the end of the minute if the user went on working — and the browser's
 * deadline counts from the last report the server accepted. So the browser never believes
 * in a session the server has already ended, and a user typing a long form is not thrown out.
 * Keep-alive pings and lock refreshes are not reports: they never extend the session.
 */
import { browserTimers, type Timers } from './timers';

/** How often user input is reported to the server at most. */
export const ACTIVITY_REPORT_MS = 60_000;

export interface IdleWatcherOptions {
  idleMs: number;
  /** reports activity to the server; resolves true when the server took it (2xx) */
  report: () => Promise<boolean>;
  onExpire: () => void;
  reportEveryMs?: number;
  timers?: Timers;
}

export interface IdleWatcher {
  /** Starts the clock now (the page load or sign-in is a user action: reported at once). */
  start(): void;
  /** The user did something. */
  userActed(): void;
  stop(): void;
  /** When the session ends unless the user acts (ms since the epoch), for tests and display. */
  deadline(): number;
}

export function createIdleWatcher({ idleMs, report, onExpire, reportEveryMs = ACTIVITY_REPORT_MS, timers = browserTimers }: IdleWatcherOptions): IdleWatcher {
  let lastContact = 0;
  let lastReportAt = Number.NEGATIVE_INFINITY;
  let inFlight = false;
  let pendingInput = false;
  let stopped = true;
  let expiryTimer: unknown = null;
  let trailingTimer: unknown = null;

  const clear = (handle: unknown) => {
    if (handle !== null) timers.clearTimeout(handle);
  };

  function scheduleExpiry() {
    clear(expiryTimer);
    expiryTimer = timers.setTimeout(expire, Math.max(0, lastContact + idleMs - timers.now()));
  }

  function expire() {
    if (stopped) return;
    // A timer may fire late (a sleeping laptop) or early (a contact arrived meanwhile): check the deadline.
    if (timers.now() < lastContact + idleMs) {
      scheduleExpiry();
      return;
    }
    stop();
    onExpire();
  }

  function sendReport() {
    const sentAt = timers.now();
    lastReportAt = sentAt;
    inFlight = true;
    report().then(
      (accepted) => {
        inFlight = false;
        if (stopped || !accepted) return;
        // The server saw activity no earlier than when we sent it: count from there.
        if (sentAt > lastContact) {
          lastContact = sentAt;
          scheduleExpiry();
        }
      },
      () => {
        inFlight = false;
      },
    );
  }

  /** One more report at the end of the current minute; while a report is still on its way, a second later. */
  function scheduleTrailing(delay = Math.max(0, lastReportAt + reportEveryMs - timers.now())) {
    if (trailingTimer !== null) return;
    trailingTimer = timers.setTimeout(() => {
      trailingTimer = null;
      if (stopped || !pendingInput) return;
      if (inFlight) {
        scheduleTrailing(1_000);
        return;
      }
      pendingInput = false;
      sendReport();
    }, delay);
  }

  function stop() {
    stopped = true;
    clear(expiryTimer);
    clear(trailingTimer);
    expiryTimer = null;
    trailingTimer = null;
    pendingInput = false;
  }

  return {
    start() {
      stopped = false;
      lastContact = timers.now();
      scheduleExpiry();
      sendReport();
    },
    userActed() {
      if (stopped) return;
      if (!inFlight && timers.now() - lastReportAt >= reportEveryMs) {
        sendReport();
        return;
      }
      pendingInput = true;
      scheduleTrailing();
    },
    stop,
    deadline: () => lastContact + idleMs,
  };
}
