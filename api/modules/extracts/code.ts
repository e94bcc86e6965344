/**
 * Verification codes of extracts (/patikra/{code}): 16 characters of Crockford's base32
 * (no I, L, O, U — nothing to misread on paper) in four groups, 80 random bits: whoever
 * holds an extract holds its code; nobody can guess one.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh code, e.g. `7K3Q-M2ZD-XW9P-4HRT`. */
export function newVerificationCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (let i = 0; i < 16; i++) {
    if (i > 0 && i % 4 === 0) code += '-';
    code += ALPHABET[bytes[i] & 31];
  }
  return code;
}
