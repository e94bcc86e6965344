/**
 * The gateway's assertion (enc) is single-use: posting it twice fails the second time. React
 * may run an effect twice (StrictMode) or remount the page, so the /ipasas page posts each
 * assertion once and later callers share the first answer.
 */
import { gatewaySignIn } from '../api/gateway-sign-in';
import { logOut } from '../api/log-out';
import type { SignInResponse } from '../api/types';
import { session } from '../../../lib/session';

const started = new Map<string, Promise<SignInResponse>>();

export function gatewaySignInOnce(enc: string, xid: string | null): Promise<SignInResponse> {
  let answer = started.get(enc);
  if (!answer) {
    // A new sign-in replaces whatever session this tab still had.
    answer = (session.getToken() ? logOut() : Promise.resolve()).then(() => gatewaySignIn(enc, xid));
    started.set(enc, answer);
  }
  return answer;
}
