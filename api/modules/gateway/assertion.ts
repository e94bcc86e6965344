/**
 * The stand-in's assertion: base64url(JSON claims) + '.' + base64url(HMAC-SHA256(key, first part)).
 * Short-lived (ASSERTION_TTL_SECONDS), bound to one face (aud), single-use (nonce). Signing and
 * checking are pure; the nonce's single use is recorded by the caller in the database.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isValidLegalEntityCode, isValidPersonalCode } from '../../../src/domain/access/personal-code.js';
import type { Face } from '../../plugins/faces.js';

export const ASSERTION_TTL_SECONDS = 120;
/** Clocks of the gateway and the API may differ a little. */
const CLOCK_SKEW_SECONDS = 30;

export interface AssertionClaims {
  v: 1;
  iss: string;
  aud: Face;
  sub: string;
  given_name: string;
  family_name: string;
  company: { code: string; name: string } | null;
  iat: number;
  exp: number;
  nonce: string;
  xid: string | null;
}

export type AssertionProblem = 'malformed' | 'forged' | 'wrong_audience' | 'expired' | 'not_yet_valid';

const mac = (key: string, data: string) => createHmac('sha256', key).update(data).digest();

/** Signs claims for `aud`, issued at `now`, valid for ASSERTION_TTL_SECONDS, with a fresh nonce. */
export function signAssertion(
  key: string,
  identity: Pick<AssertionClaims, 'sub' | 'given_name' | 'family_name' | 'company' | 'xid' | 'aud' | 'iss'>,
  now: Date,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AssertionClaims = { v: 1, ...identity, iat, exp: iat + ASSERTION_TTL_SECONDS, nonce: randomBytes(16).toString('base64url') };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

function isClaims(value: unknown): value is AssertionClaims {
  const c = value as Partial<AssertionClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    c.v === 1 &&
    typeof c.iss === 'string' &&
    (c.aud === 'workplace' || c.aud === 'portal') &&
    typeof c.sub === 'string' &&
    isValidPersonalCode(c.sub) &&
    typeof c.given_name === 'string' &&
    c.given_name.length > 0 &&
    c.given_name.length <= 100 &&
    typeof c.family_name === 'string' &&
    c.family_name.length > 0 &&
    c.family_name.length <= 100 &&
    (c.company === null ||
      (typeof c.company === 'object' && typeof c.company.code === 'string' && isValidLegalEntityCode(c.company.code) && typeof c.company.name === 'string')) &&
    Number.isSafeInteger(c.iat) &&
    Number.isSafeInteger(c.exp) &&
    typeof c.nonce === 'string' &&
    /^[A-Za-z0-9_-]{16,64}$/.test(c.nonce) &&
    (c.xid === null || typeof c.xid === 'string')
  );
}

/** Checks signature, shape, audience and time; returns the claims or the problem. */
export function checkAssertion(key: string, enc: string, face: Face, now: Date): { claims: AssertionClaims } | { problem: AssertionProblem } {
  const parts = enc.split('.');
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]) || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return { problem: 'malformed' };
  const given = Buffer.from(parts[1], 'base64url');
  const expected = mac(key, parts[0]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'forged' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    return { problem: 'malformed' };
  }
  if (!isClaims(claims)) return { problem: 'malformed' };
  if (claims.aud !== face) return { problem: 'wrong_audience' };
  const seconds = Math.floor(now.getTime() / 1000);
  if (claims.iat > seconds + CLOCK_SKEW_SECONDS) return { problem: 'not_yet_valid' };
  if (seconds >= claims.exp) return { problem: 'expired' };
  return { claims };
}
