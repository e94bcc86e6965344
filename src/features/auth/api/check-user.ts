/**
 * GET {base}/check-user: 200 while the session lives, 401 otherwise (the client then raises
 * auth-failed). An ordinary signed-in request, so the server counts it as activity: the idle
 * watcher sends it to report the user's own actions (keystrokes, clicks) to the server.
 */
import { call } from '../../../lib/api/call';

export async function checkUser(): Promise<boolean> {
  try {
    // the contract loads with the first call: the portal's layout paints without it (decision 0168)
    await call((await import('../../../domain/contracts/auth')).checkUser, { quiet: true });
    return true;
  } catch {
    return false;
  }
}
