/**
 * POST {base}/keep-alive {alive: true} (spec §4, §7): keeps the client in touch and returns
 * the system-information text for the banner. The server never counts it as user activity,
 * so it does not extend the idle session. Quiet: a missed ping during an outage is no news.
 */
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { keepAlive as keepAliveEndpoint } from '../../../domain/contracts/auth';
import { call } from '../../../lib/api/call';

export type KeepAliveAnswer = ResponseOf<typeof keepAliveEndpoint>;

export const keepAlive = () => call(keepAliveEndpoint, { body: { alive: true }, quiet: true });
