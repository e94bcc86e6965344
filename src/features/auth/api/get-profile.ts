/** GET {base}/naudotojas: the profile dialog's data and the bell's active messages (one SWR key, so they share one request). */
import useSWR from 'swr';
import { getProfile as profileEndpoint } from '../../../domain/contracts/auth';
import { call, endpointPath } from '../../../lib/api/call';

export const PROFILE_KEY = endpointPath(profileEndpoint);

export const getProfile = () => call(profileEndpoint, { quiet: true });

/** The profile while signed in (pass false to not ask, e.g. when nobody is signed in). */
export function useProfile(enabled = true) {
  return useSWR(enabled ? PROFILE_KEY : null, getProfile, { revalidateOnFocus: false });
}
