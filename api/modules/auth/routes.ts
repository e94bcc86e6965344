/**
 * Session routes of both faces (registered under /api and /sav): logout, check-user,
 * keep-alive and the current user. Password sign-in is in login-routes.ts (workplace only).
 */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/audit.js';
import { profileResponseSchema, rolesSchema } from './schemas.js';

const signedIn = { access: { authenticated: true } } as const;

export default async function authRoutes(app: FastifyInstance) {
  app.post(
    '/logout',
    {
      config: signedIn,
      schema: { tags: ['auth'], summary: 'Ends the session: its token stops working at once', response: { 204: { type: 'null' } } },
    },
    async (request, reply) => {
      await app.authService.logout(request.user!, originOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/check-user',
    {
      config: signedIn,
      schema: {
        tags: ['auth'],
        summary: '200 when the token belongs to a live session, 401 otherwise',
        response: { 200: { type: 'object', properties: { snau_id: { type: 'integer' }, roles: rolesSchema }, required: ['snau_id', 'roles'] } },
      },
    },
    async (request) => ({ snau_id: request.user!.userId, roles: request.user!.roles }),
  );

  app.post(
    '/keep-alive',
    {
      // the browser pings every 60 s whether or not the user does anything: not user activity
      config: { ...signedIn, extendsSession: false },
      schema: {
        tags: ['auth'],
        summary: 'Keeps the client in touch (never extends the idle session); returns the system-information banner',
        body: { type: ['object', 'null'], properties: { alive: { type: 'boolean' } }, additionalProperties: false },
        response: {
          200: { type: 'object', properties: { sistemos_informavimas: { type: ['string', 'null'] } }, required: ['sistemos_informavimas'] },
        },
      },
    },
    async () => ({ sistemos_informavimas: await app.systemService.systemInformation() }),
  );

  app.get(
    '/naudotojas',
    {
      config: signedIn,
      schema: {
        tags: ['auth'],
        summary: "The signed-in user (profile dialog), the session's roles as the database has them now, and the active messages",
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => app.authService.profile(request.user!),
  );
}
