/** POST /api/login: password sign-in to the workplace (the portal signs in through the gateway only). */
import type { FastifyInstance } from 'fastify';
import { signIn } from '../../../src/domain/contracts/auth.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { RetryLaterError } from './retry-later.js';

export default async function loginRoutes(app: FastifyInstance) {
  contractRoute(app, signIn, {
    access: { public: true },
    handler: async (request, reply) => {
      const { username, password } = request.body;
      try {
        return await app.authService.login(username.trim(), password, originOf(request));
      } catch (error) {
        if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });
}
