/**
 * Native-signature sign-in of both faces (decision 0127): POST {base}/login/signature/challenge
 * issues a one-time challenge, POST {base}/login/signature signs in with the signed challenge.
 * The accessibility-mode preference of the signed-in user is here too (spec §9).
 */
import type { FastifyInstance } from 'fastify';
import { setAccessibilityMode } from '../../../src/domain/contracts/auth.js';
import { issueSignInChallenge, signatureSignIn } from '../../../src/domain/contracts/signature-sign-in.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { apiFaceOf } from './face.js';
import { RetryLaterError } from './retry-later.js';

export default async function signatureSignInRoutes(app: FastifyInstance) {
  contractRoute(app, issueSignInChallenge, {
    access: { public: true },
    handler: async (request) => app.authService.issueChallenge(apiFaceOf(request)),
  });

  contractRoute(app, signatureSignIn, {
    access: { public: true },
    handler: async (request, reply) => {
      try {
        return await app.authService.signInSignature(request.body, apiFaceOf(request), originOf(request));
      } catch (error) {
        if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  contractRoute(app, setAccessibilityMode, {
    access: { authenticated: true },
    handler: async (request) => app.authService.setAccessibilityMode(request.user, request.body.prieinamumo_rezimas),
  });
}
