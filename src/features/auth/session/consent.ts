/**
 * When the consent flow must run (spec §2.2, §4):
 * - workplace: the terms of use are not accepted, or this is the account's first sign-in
 *   ("a first login triggers the consent flow"), whatever the stored flag says;
 * - portal: the self-service contract is not accepted (the server resets it on a first sign-in).
 */
import type { Face } from '../../../lib/face';
import type { Session, SessionUser } from '../../../lib/session';
import type { ConsentState } from '../api/types';

export function needsConsent(user: SessionUser, face: Face): boolean {
  return face === 'portal' ? !user.consent.selfServiceContract : !user.consent.terms || user.firstSignIn;
}

/** The session after the server recorded an answer: its flags, and the first-sign-in flow done. */
export function withConsent(current: Session, state: ConsentState): Session {
  return {
    ...current,
    user: {
      ...current.user,
      firstSignIn: false,
      consent: {
        terms: state.snau_sutikimas_su_salygomis,
        ntrServices: state.snau_sutikimas_su_salygomis_ntrpaslaugos,
        selfServiceContract: state.snau_savitarnos_sutartis,
      },
    },
  };
}
