/**
 * POST {base}/keep-alive {alive: true} (spec §4, §7): keeps the client in touch and returns
 * the system-information text for the banner. The server never counts it as user activity,
 * so it does not extend the idle session. Quiet: a missed ping during an outage is no news.
 */
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import type { keepAlive as keepAliveEndpoint } from '../../../domain/contracts/auth';
import { call } from '../../../lib/api/call';

export type KeepAliveAnswer = ResponseOf<typeof keepAliveEndpoint>;

// the contract loads with the first call: the portal's layout paints without it (decision 0168)
export const keepAlive = async (): Promise<KeepAliveAnswer> =>
  call((await import('../../../domain/contracts/auth')).keepAlive, { body: { alive: true }, quiet: true });
