/**
 * GET {base}/system-info (public): the system-information text (the workplace's banner) and
 * whether the server runs the stand-ins of the external systems (the demo banner of both
 * faces). One SWR key, so the two banners share one request; the workplace's keep-alive
 * merges its text in (workplace/layout.tsx).
 */
import useSWR from 'swr';
import { getSystemInfo } from '../../domain/contracts/system';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { call, endpointPath } from '../../lib/api/call';

export const SYSTEM_INFO_KEY = endpointPath(getSystemInfo);

export type SystemInfo = ResponseOf<typeof getSystemInfo>;

export function useSystemInfo(): SystemInfo | undefined {
  return useSWR(SYSTEM_INFO_KEY, () => call(getSystemInfo, { quiet: true })).data;
}
