/** Turns a sign-in answer (POST login / ipasas) into the browser's session (src/lib/session.ts). */
import { DEFAULT_IDLE_MINUTES } from '../../../domain/constants';
import type { Session } from '../../../lib/session';
import type { SignInResponse } from '../api/types';

/** The idle minutes of spec §9: atjungimo_laikas, or 15 when it is not above zero. */
export function idleMinutesOf(atjungimoLaikas: number | null | undefined): number {
  return typeof atjungimoLaikas === 'number' && Number.isFinite(atjungimoLaikas) && atjungimoLaikas > 0 ? atjungimoLaikas : DEFAULT_IDLE_MINUTES;
}

/**
 * The session of a sign-in answer. `xid` is the central self-service session id the portal
 * was entered with (kept for the central site's calls), null in the workplace.
 */
export function sessionFromSignIn(response: SignInResponse, xid: string | null = null): Session {
  const user = response.naudotojas;
  return {
    token: user.api_token,
    xid,
    user: {
      id: user.snau_id,
      displayName: `${user.snau_vardas} ${user.snau_pavarde}`.trim(),
      roles: [...response.roles],
      idleMinutes: idleMinutesOf(user.atjungimo_laikas),
      consent: {
        terms: user.snau_sutikimas_su_salygomis,
        ntrServices: user.snau_sutikimas_su_salygomis_ntrpaslaugos,
        selfServiceContract: user.snau_savitarnos_sutartis ?? false,
      },
      firstSignIn: response.pirmas_prisijungimas,
      accessibilityMode: user.snau_prieinamumo_rezimas ?? false,
    },
  };
}
