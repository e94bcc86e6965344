/**
 * Session routes of both faces (registered under /api and /sav): logout, check-user,
 * keep-alive and the current user. Password sign-in is in login-routes.ts (workplace only).
 */
import type { FastifyInstance } from 'fastify';
import { checkUser, getProfile, keepAlive, logOut } from '../../../src/domain/contracts/auth.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';

const signedIn = { authenticated: true } as const;

export default async function authRoutes(app: FastifyInstance) {
  contractRoute(app, logOut, {
    access: signedIn,
    handler: async (request, reply) => {
      await app.authService.logout(request.user, originOf(request));
      return reply.code(204).send();
    },
  });

  contractRoute(app, checkUser, { access: signedIn, handler: async ({ user }) => ({ snau_id: user.userId, roles: user.roles }) });

  // the browser pings every 60 s whether or not the user does anything: not user activity
  contractRoute(app, keepAlive, {
    access: signedIn,
    extendsSession: false,
    handler: async () => ({ sistemos_informavimas: await app.systemService.systemInformation() }),
  });

  contractRoute(app, getProfile, { access: signedIn, handler: async ({ user }) => app.authService.profile(user) });
}
