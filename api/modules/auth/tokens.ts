/** Session tokens: 32 random bytes (base64url) handed to the client; only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The bearer token of an Authorization header, or null when absent or not shaped like one of ours. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header ?? '');
  return match && TOKEN.test(match[1]) ? match[1] : null;
}

/** True when a header carries something meant as a bearer token (to audit a refused one). */
export const presentsToken = (header: string | undefined): boolean => /^Bearer\s/i.test(header ?? '');
