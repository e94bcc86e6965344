/**
 * A service as a Fastify plugin: `build` returns the service, which is decorated on the
 * instance under `key` (declared by the module's `declare module 'fastify'` block, so a wrong
 * key or shape is a type error). The plugin's name and dependencies are fastify-plugin's.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** The Kysely handle every service reads and writes through. */
export type ServiceDb = FastifyInstance['db']['kysely'];

export function servicePlugin<K extends keyof FastifyInstance>(
  key: K,
  build: (app: FastifyInstance, db: ServiceDb) => FastifyInstance[K] | Promise<FastifyInstance[K]>,
  meta: { name: string; dependencies: string[] },
) {
  return fp(async (app: FastifyInstance) => {
    // the key and the service's type are checked by this function's signature; Fastify's own
    // decorate signature cannot follow a generic key
    const service: unknown = await build(app, app.db.kysely);
    app.decorate(key as string, service);
  }, meta);
}
