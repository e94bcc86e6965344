/** GET {base}/naudotojas: the profile dialog's data and the bell's active messages (one SWR key, so they share one request). */
import useSWR from 'swr';
import { api } from '../../../lib/api/client';
import type { Profile } from './types';

export const PROFILE_KEY = '/naudotojas';

export function getProfile(): Promise<Profile> {
  return api.get<Profile>(PROFILE_KEY, { quiet: true });
}

/** The profile while signed in (pass false to not ask, e.g. when nobody is signed in). */
export function useProfile(enabled = true) {
  return useSWR(enabled ? PROFILE_KEY : null, getProfile, { revalidateOnFocus: false });
}
