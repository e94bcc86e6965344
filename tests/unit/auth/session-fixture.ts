/** A signed-in session for browser tests: consent given, not a first sign-in, 15 idle minutes unless overridden. */
import type { Session, SessionUser } from '../../../src/lib/session';

export function testSession(roles: readonly string[], user: Partial<SessionUser> = {}, token = 'testo-zetonas'): Session {
  return {
    token,
    xid: null,
    user: {
      id: 7,
      displayName: 'Testas Testauskas',
      roles,
      idleMinutes: 15,
      consent: { terms: true, ntrServices: true, selfServiceContract: true },
      firstSignIn: false,
      ...user,
    },
  };
}
