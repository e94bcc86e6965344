/**
 * Keep-alive (spec §4, §9): while a session is on, a ping at once and then every 60 s; the
 * answer carries the system-information text for the banner. Pings never extend the idle
 * session (the server says so for its keep-alive route); stopping the timer is "keep-alive
 * off", and the caller then clears the token.
 */
import { KEEP_ALIVE_MS } from '../../../domain/constants';
import { browserTimers, type Timers } from './timers';

export interface KeepAliveOptions<T> {
  ping: () => Promise<T>;
  /** called with every answer */
  onAnswer?: (answer: T) => void;
  intervalMs?: number;
  timers?: Timers;
}

/** Starts the pings; returns the function that stops them. */
export function startKeepAlive<T>({ ping, onAnswer, intervalMs = KEEP_ALIVE_MS, timers = browserTimers }: KeepAliveOptions<T>): () => void {
  let stopped = false;
  const send = () => {
    ping().then(
      (answer) => {
        if (!stopped) onAnswer?.(answer);
      },
      () => {
        // a missed ping changes nothing: a dead session shows up as 401 (auth-failed) anyway
      },
    );
  };
  send();
  const handle = timers.setInterval(send, intervalMs);
  return () => {
    stopped = true;
    timers.clearInterval(handle);
  };
}
