/** Runs keep-alive (keep-alive-timer.ts) while `enabled`; the latest `onAnswer` receives every answer. */
import { useEffect, useRef } from 'react';
import { keepAlive, type KeepAliveAnswer } from '../api/keep-alive';
import { startKeepAlive } from './keep-alive-timer';

export function useKeepAlive(enabled: boolean, onAnswer?: (answer: KeepAliveAnswer) => void): void {
  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  });
  useEffect(() => {
    if (!enabled) return;
    return startKeepAlive({ ping: keepAlive, onAnswer: (answer) => latest.current?.(answer) });
  }, [enabled]);
}
