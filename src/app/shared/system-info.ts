/**
 * GET {base}/system-info (public): the system-information text (the workplace's banner) and
 * whether the server runs the stand-ins of the external systems (the demo banner of both
 * faces). One SWR key, so the two banners share one request; the workplace's keep-alive
 * merges its text in (workplace/layout.tsx).
 */
import useSWR from 'swr';
import { api } from '../../lib/api/client';

export const SYSTEM_INFO_KEY = '/system-info';

export interface SystemInfo {
  sistemos_informavimas: string | null;
  /** STAND_INS on the server: sign-in, e-signature, payment and the external registers are simulated */
  standIns?: boolean;
}

export function useSystemInfo(): SystemInfo | undefined {
  return useSWR(SYSTEM_INFO_KEY, (key: string) => api.get<SystemInfo>(key, { quiet: true })).data;
}
