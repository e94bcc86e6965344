/**
 * The demo mode's e-signature card (the signing stand-in, api/modules/auth/local-card-routes.ts):
 * who holds a card, and a challenge signed with the chosen person's test-PKI key. Absent (404)
 * when the server runs no stand-ins. Quiet: the sign-in dialog decides what to show.
 */
import { listLocalCardHolders, signWithLocalCard } from '../../../domain/contracts/signature-sign-in';
import { call } from '../../../lib/api/call';

export const localCardHolders = () => call(listLocalCardHolders, { quiet: true });

export const signWithLocalSignatureCard = (challenge: string, personCode: string) =>
  call(signWithLocalCard, { body: { challenge, person_code: personCode }, quiet: true }).then((answer) => answer.container);
