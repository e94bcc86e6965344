/**
 * POST {base}/naudotojas/sutikimas: the signed-in user's answer to the terms (true = agree).
 * `ntrServices` answers the real-property services' own terms instead of the general ones.
 */
import { api } from '../../../lib/api/client';
import type { ConsentState } from './types';

export interface ConsentAnswer {
  userId: number;
  agree: boolean;
  ntrServices?: boolean;
}

export function giveConsent({ userId, agree, ntrServices }: ConsentAnswer): Promise<ConsentState> {
  return api.post<ConsentState>('/naudotojas/sutikimas', {
    snau_id: userId,
    snau_sutikimas_su_salygomis: agree,
    ...(ntrServices ? { ntrpaslaugos: true } : {}),
  });
}
