/**
 * The accessibility mode (spec §9: black text, visible focus, marked interactive elements),
 * remembered per user: a signed-in user's choice is kept on the server
 * (PUT {base}/naudotojas/prieinamumas) and arrives with the sign-in answer; an anonymous
 * visitor's in this browser's localStorage. The themes read it through useAccessibilityMode
 * (src/app/theme-mode.ts). The auth contracts come with the first switch, not with the first
 * load (every face's shell reads the mode).
 */
import { useSyncExternalStore } from 'react';
import { call } from './api/call';
import { session } from './session';

export const ACCESSIBILITY_STORAGE_KEY = 'prieinamumo-rezimas';

const listeners = new Set<() => void>();

function readStored(): boolean {
  try {
    return globalThis.localStorage?.getItem(ACCESSIBILITY_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let anonymous = readStored();

/** The mode in force: the signed-in user's, else this browser's. */
export function accessibilityMode(): boolean {
  const current = session.getSession();
  return current ? current.user.accessibilityMode === true : anonymous;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = session.subscribe(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

/** The mode in force; re-renders when it changes (switched, signed in or out). */
export function useAccessibilityMode(): boolean {
  return useSyncExternalStore(subscribe, accessibilityMode, accessibilityMode);
}

/** Switches the mode: on the server for a signed-in user, in localStorage for an anonymous visitor. */
export async function switchAccessibilityMode(on: boolean): Promise<void> {
  if (session.getSession()) {
    const { setAccessibilityMode } = await import('../domain/contracts/auth');
    const answer = await call(setAccessibilityMode, { body: { prieinamumo_rezimas: on } });
    const current = session.getSession();
    if (current) session.setSession({ ...current, user: { ...current.user, accessibilityMode: answer.prieinamumo_rezimas } });
    return;
  }
  anonymous = on;
  try {
    globalThis.localStorage?.setItem(ACCESSIBILITY_STORAGE_KEY, on ? '1' : '0');
  } catch {
    // storage blocked: the mode still holds for this page
  }
  listeners.forEach((listener) => listener());
}
