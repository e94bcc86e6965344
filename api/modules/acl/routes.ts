/** User administration routes, workplace only (/api/acl), for administrators (feature adminRights). */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/audit.js';
import type { NewUserInput, UserInput } from './service.js';
import { adminUserSchema, createUserBody, listQuery, officeSchema, updateUserBody, userIdParams, userListSchema } from './schemas.js';

const admins = { access: { feature: 'adminRights' } } as const;

export default async function aclRoutes(app: FastifyInstance) {
  app.get(
    '/acl/user',
    { config: admins, schema: { tags: ['acl'], summary: 'Users, filtered and paged', querystring: listQuery, response: { 200: userListSchema } } },
    async (request) => {
      const { q, role, limit, offset } = request.query as { q?: string; role?: string; limit?: number; offset?: number };
      return app.aclService.list({ q, role, limit: limit ?? 50, offset: offset ?? 0 });
    },
  );

  app.post(
    '/acl/user',
    {
      config: admins,
      schema: {
        tags: ['acl'],
        summary: 'Creates a user with roles. 422 field errors, 409 errors.username_taken / errors.identity_taken',
        body: createUserBody,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => {
      const user = await app.aclService.create(request.user!, request.body as NewUserInput, originOf(request));
      return reply.code(201).send(user);
    },
  );

  app.get(
    '/acl/user/:id',
    { config: admins, schema: { tags: ['acl'], summary: 'One user', params: userIdParams, response: { 200: adminUserSchema } } },
    async (request) => app.aclService.get((request.params as { id: number }).id),
  );

  app.put(
    '/acl/user/:id',
    {
      config: admins,
      schema: {
        tags: ['acl'],
        summary: 'Changes the given fields of a user (roles replace the roles); disabling or a new password ends their sessions',
        params: userIdParams,
        body: updateUserBody,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => app.aclService.update(request.user!, (request.params as { id: number }).id, request.body as UserInput, originOf(request)),
  );

  app.get(
    '/acl/office',
    { config: admins, schema: { tags: ['acl'], summary: 'Offices a user may belong to', response: { 200: { type: 'array', items: officeSchema } } } },
    async () => app.aclService.offices(),
  );
}
