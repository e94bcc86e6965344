/**
 * Runs the idle clock (idle-watcher.ts) while `enabled`: user input anywhere on the page
 * (keys, pointer presses, the wheel) counts as activity; moving the mouse does not (a
 * pointer drifting over an unattended screen is not someone working).
 */
import { useEffect, useRef } from 'react';
import { checkUser } from '../api/check-user';
import { createIdleWatcher } from './idle-watcher';

export const USER_INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel'] as const;

export interface UseIdleWatcherOptions {
  enabled: boolean;
  idleMinutes: number;
  onExpire: () => void;
}

export function useIdleWatcher({ enabled, idleMinutes, onExpire }: UseIdleWatcherOptions): void {
  const latest = useRef(onExpire);
  useEffect(() => {
    latest.current = onExpire;
  });
  useEffect(() => {
    if (!enabled) return;
    const watcher = createIdleWatcher({ idleMs: idleMinutes * 60_000, report: checkUser, onExpire: () => latest.current() });
    const onInput = () => watcher.userActed();
    for (const type of USER_INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    watcher.start();
    return () => {
      for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      watcher.stop();
    };
  }, [enabled, idleMinutes]);
}
