/** POST /api/login: password sign-in to the workplace (the portal signs in through the gateway only). */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/audit.js';
import { RetryLaterError } from './retry-later.js';
import { signInResponseSchema } from './schemas.js';

export default async function loginRoutes(app: FastifyInstance) {
  app.post(
    '/login',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary:
          'Signs in with username and password; a new token every time. 401 errors.login_failed; 429 errors.too_many_requests and 503 errors.sign_in_busy with Retry-After (seconds)',
        security: [],
        body: {
          type: 'object',
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 100 },
            password: { type: 'string', minLength: 1, maxLength: 200 },
          },
          required: ['username', 'password'],
          additionalProperties: false,
        },
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body as { username: string; password: string };
      try {
        return await app.authService.login(username.trim(), password, originOf(request));
      } catch (error) {
        if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );
}
