/**
 * Native-signature sign-in (decision 0127): POST {base}/login/signature/challenge, then
 * POST {base}/login/signature with the signed container. Quiet: a failed attempt is swallowed
 * silently (spec §8), so nothing may show the server's message.
 */
import { issueSignInChallenge, signatureSignIn as signatureSignInEndpoint } from '../../../domain/contracts/signature-sign-in';
import { call } from '../../../lib/api/call';

export const issueChallenge = () => call(issueSignInChallenge, { quiet: true });

export const signatureSignIn = (challenge: string, container: string) => call(signatureSignInEndpoint, { body: { challenge, container }, quiet: true });
