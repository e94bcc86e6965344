/**
 * The e-government sign-in gateway (Elektroninių valdžios vartai) as the API sees it: where
 * to send the browser, and how to turn the assertion it brings back (`enc`) into a verified
 * identity. The built-in implementation is the local stand-in (local/); a real gateway
 * implements this interface and is chosen in service.ts.
 */
import type { Face } from '../../plugins/faces.js';
import type { VerifiedIdentity } from '../auth/identity.js';

/** Why an assertion was refused (audited; the client only learns invalid or expired). */
export type AssertionRefusal = 'malformed' | 'forged' | 'wrong_audience' | 'expired' | 'not_yet_valid' | 'replayed' | 'xid_mismatch';

export type Verification = { identity: VerifiedIdentity } | { refused: AssertionRefusal };

export interface IdentityGateway {
  /** A name for the audit log ('local' for the stand-in). */
  readonly name: string;
  /**
   * The URL the browser goes to for signing in to `face`. `base` is the API base the browser
   * used (/api or /sav); `xid` is the central self-service session id, handed back untouched.
   */
  startUrl(face: Face, base: string, xid: string | null): string;
  /**
   * Verifies an assertion issued for `face`: signature, expiry, single use, and that it comes
   * back with the `xid` it was issued with. The gateway service audits a refusal and answers 401.
   */
  verify(enc: string, face: Face, xid: string | null): Promise<Verification>;
}
