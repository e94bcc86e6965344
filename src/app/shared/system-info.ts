/**
 * GET {base}/system-info (public): the system-information text (the workplace's banner) and
 * whether the server runs the stand-ins of the external systems (the demo banner of both
 * faces). One shared answer (src/lib/api/shared-answers.tsx, no SWR), so the two banners share
 * one request; the workplace's keep-alive merges its text in (workplace/layout.tsx).
 */
import { getSystemInfo } from '../../domain/contracts/system';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { call, endpointPath } from '../../lib/api/call';
import { useSharedAnswer } from '../../lib/api/shared-answers';

export const SYSTEM_INFO_KEY = endpointPath(getSystemInfo);

export type SystemInfo = ResponseOf<typeof getSystemInfo>;

export const loadSystemInfo = () => call(getSystemInfo, { quiet: true });

export function useSystemInfo(): SystemInfo | undefined {
  return useSharedAnswer(SYSTEM_INFO_KEY, loadSystemInfo);
}
