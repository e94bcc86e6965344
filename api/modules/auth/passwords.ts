/**
 * Password hashing with scrypt (node:crypto): a random 16-byte salt per password, the cost
 * stored in the hash so it can be raised later, and a constant-time comparison.
 * Format: scrypt$N$r$p$<salt base64>$<hash base64>.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt equivalent of N=2^17,r=8,p=1 at a quarter of the memory (32 MiB per hash). */
export const STRONG_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
/**
 * For the seeded demo accounts only: their password is published in the README, so a slow
 * hash protects nothing and would slow every test that seeds a database.
 */
export const DEMO_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

const KEY_LENGTH = 32;
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Hashes a password with a fresh salt. */
export async function hashPassword(password: string, cost: ScryptCost = STRONG_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > MAX_N || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { cost: { N, r, p }, salt: Buffer.from(parts[4], 'base64'), key: Buffer.from(parts[5], 'base64') };
}

/** A hash of a random password, verified against when the user is unknown so that both cases take similar time. */
let decoy: Promise<string> | null = null;
const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * True when the password matches the stored hash. A null or malformed hash is checked
 * against a decoy (and fails), so an unknown user costs as much time as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored ?? '') ?? parse(await decoyHash())!;
  const key = await derive(password, parsed.salt, parsed.cost);
  const matches = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  return matches && stored !== null && parse(stored) !== null;
}
