/**
 * GET {base}/check-user: 200 while the session lives, 401 otherwise (the client then raises
 * auth-failed). An ordinary signed-in request, so the server counts it as activity: the idle
 * watcher sends it to report the user's own actions (keystrokes, clicks) to the server.
 */
import { checkUser as checkUserEndpoint } from '../../../domain/contracts/auth';
import { call } from '../../../lib/api/call';

export async function checkUser(): Promise<boolean> {
  try {
    await call(checkUserEndpoint, { quiet: true });
    return true;
  } catch {
    return false;
  }
}
