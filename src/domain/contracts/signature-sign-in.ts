/**
 * Native-signature sign-in of both faces (api/modules/auth, decision 0127): the server issues
 * a one-time challenge, the person's e-signature signs the challenge's content, the server
 * verifies the container and opens a session as the password sign-in does. The content to sign
 * is fixed here, so the browser, the signing stand-in and the server agree on its bytes.
 * The demo mode's e-signature card (the local signing stand-in) signs on the server with the
 * test PKI's keys of the person chosen; a real smart-card or mobile-signature provider signs in
 * the person's own device instead.
 */
import { tagged } from './endpoint.js';
import { signInAnswer } from './auth.js';
import { exact } from './shapes.js';

const api = tagged(['auth']);

/** How long a challenge may be signed, in seconds. */
export const SIGN_IN_CHALLENGE_SECONDS = 120;

/** The challenge: 32 random bytes, base64url. */
const challenge = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } as const;

/** The object the e-signature signs (canonical JSON of it is the signed data file). */
export const signInContent = (value: string, face: 'workplace' | 'portal') => ({ type: 'prisijungimas-parasu', challenge: value, face });

export const issueSignInChallenge = api.post(
  '/login/signature/challenge',
  'A one-time challenge to sign with the e-signature (valid SIGN_IN_CHALLENGE_SECONDS, one attempt)',
  {
    responses: {
      200: exact({ challenge, expires_at: { type: 'string', format: 'date-time' } }),
    },
  },
);

export const signatureSignIn = api.post(
  '/login/signature',
  'Signs in with a signed challenge: an ASiC-E container (base64) over the challenge content, by a trusted, unrevoked certificate naming a personal code (PNOLT-…). Any failure: 401 errors.signature_login_failed (the browser shows nothing); 429 with Retry-After',
  { body: exact({ challenge, container: { type: 'string', minLength: 1, maxLength: 2_000_000 } }), responses: { 200: signInAnswer } },
);

/** A card holder of the demo mode's e-signature card. */
const cardHolder = exact({ person_code: { type: 'string' }, name: { type: 'string' } });

export const listLocalCardHolders = api.get(
  '/login/signature/local-card',
  "Demo mode: the people whose e-signature the signing stand-in holds (the face's accounts with a personal code)",
  { hidden: true, responses: { 200: exact({ items: { type: 'array', items: cardHolder } }) } },
);

export const signWithLocalCard = api.post(
  '/login/signature/local-card',
  "Demo mode: the signing stand-in signs a challenge's content with the chosen person's test-PKI key (what a smart card does in the person's hands)",
  {
    hidden: true,
    body: exact({ challenge, person_code: { type: 'string', pattern: '^[0-9]{11}$' } }),
    responses: { 200: exact({ container: { type: 'string' } }) },
  },
);
