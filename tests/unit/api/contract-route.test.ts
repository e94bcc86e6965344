import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contractRoute } from '../../../api/lib/contract-route.js';
import { defineEndpoint } from '../../../src/domain/contracts/endpoint.js';

const answer = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'], additionalProperties: false } as const;
const create = defineEndpoint({ method: 'POST', path: '/things', summary: 'Create', tags: ['test'], responses: { 201: answer } });
const read = defineEndpoint({ method: 'GET', path: '/things/1', summary: 'Read', tags: ['test'], responses: { 200: answer } });

describe('contractRoute', () => {
  it("answers with the contract's success status: 201 for a contract that creates, 200 otherwise", async () => {
    const app = Fastify();
    contractRoute(app, create, { access: { public: true }, handler: async () => ({ id: 1 }) });
    contractRoute(app, read, { access: { public: true }, handler: async () => ({ id: 1 }) });
    const created = await app.inject({ method: 'POST', url: '/things' });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 1 }]);
    expect((await app.inject({ method: 'GET', url: '/things/1' })).statusCode).toBe(200);
    await app.close();
  });
});
