/**
 * A service as a Fastify plugin: `build` returns the service, which is decorated on the
 * instance under `key` (declared by the module's `declare module 'fastify'` block, so a wrong
 * key or shape is a type error). `build` gets the instance, its Kysely handle and the options
 * given to `app.register` (typed by `build`'s third parameter). The plugin's name and
 * dependencies are fastify-plugin's.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';

/** The Kysely handle every service reads and writes through. */
export type ServiceDb = FastifyInstance['db']['kysely'];

export function servicePlugin<K extends keyof FastifyInstance, O extends FastifyPluginOptions = Record<never, never>>(
  key: K,
  build: (app: FastifyInstance, db: ServiceDb, opts: O) => FastifyInstance[K] | Promise<FastifyInstance[K]>,
  meta: { name: string; dependencies: string[] },
) {
  return fp<O>(async (app, opts) => {
    // the key and the service's type are checked by this function's signature; Fastify's own
    // decorate signature cannot follow a generic key
    const service: unknown = await build(app, app.db.kysely, opts);
    app.decorate(key as string, service);
  }, meta);
}
