/**
 * POST {base}/logout, then forget the session. The token stops working on the server at
 * once; the local session is cleared even when the call fails (an expired token answers
 * 401, an outage nothing), because the user asked to leave.
 */
import { call } from '../../../lib/api/call';
import { session } from '../../../lib/session';

export async function logOut(): Promise<void> {
  if (session.getToken()) {
    try {
      // the contract loads with the call: the portal's layout paints without it (decision 0168)
      await call((await import('../../../domain/contracts/auth')).logOut, { quiet: true });
    } catch {
      // nothing to tell the user: the session is gone either way
    }
  }
  session.clearSession();
}
