/**
 * POST {base}/keep-alive {alive: true} (spec §4, §7): keeps the client in touch and returns
 * the system-information text for the banner. The server never counts it as user activity,
 * so it does not extend the idle session. Quiet: a missed ping during an outage is no news.
 */
import { api } from '../../../lib/api/client';

export interface KeepAliveAnswer {
  sistemos_informavimas: string | null;
}

export function keepAlive(): Promise<KeepAliveAnswer> {
  return api.post<KeepAliveAnswer>('/keep-alive', { alive: true }, { quiet: true });
}
