/**
 * POST {base}/naudotojas/sutikimas: the signed-in user's answer to the terms (true = agree).
 * `ntrServices` answers the real-property services' own terms instead of the general ones.
 */
import { giveConsent as consentEndpoint } from '../../../domain/contracts/consent';
import { call } from '../../../lib/api/call';

export interface ConsentAnswer {
  userId: number;
  agree: boolean;
  ntrServices?: boolean;
}

export function giveConsent({ userId, agree, ntrServices }: ConsentAnswer) {
  return call(consentEndpoint, {
    body: { snau_id: userId, snau_sutikimas_su_salygomis: agree, ...(ntrServices ? { ntrpaslaugos: true } : {}) },
  });
}
