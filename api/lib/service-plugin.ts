/**
 * A service as a Fastify plugin: `build` returns the service, which is decorated on the
 * instance under `key` (declared by the module's `declare module 'fastify'` block, so a wrong
 * key or shape is a type error). A module that decorates several keys names them all and
 * `build` returns a record of them (each typed as its declaration). `build` gets the instance,
 * its Kysely handle and the options given to `app.register` (typed by `build`'s third
 * parameter). The plugin's name and dependencies are fastify-plugin's.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';

/** The Kysely handle every service reads and writes through. */
export type ServiceDb = FastifyInstance['db']['kysely'];

type Build<S, O> = (app: FastifyInstance, db: ServiceDb, opts: O) => S | Promise<S>;
type PluginMeta = { name: string; dependencies: string[] };

export function servicePlugin<K extends keyof FastifyInstance, O extends FastifyPluginOptions = Record<never, never>>(
  key: K,
  build: Build<FastifyInstance[K], O>,
  meta: PluginMeta,
): ReturnType<typeof fp<O>>;
export function servicePlugin<K extends keyof FastifyInstance, O extends FastifyPluginOptions = Record<never, never>>(
  keys: readonly K[],
  build: Build<Pick<FastifyInstance, K>, O>,
  meta: PluginMeta,
): ReturnType<typeof fp<O>>;
export function servicePlugin<O extends FastifyPluginOptions>(keys: string | readonly string[], build: Build<unknown, O>, meta: PluginMeta) {
  return fp<O>(async (app, opts) => {
    // the keys and the services' types are checked by the overloads; Fastify's own decorate
    // signature cannot follow a generic key
    const built = await build(app, app.db.kysely, opts);
    if (typeof keys === 'string') app.decorate(keys, built);
    else for (const key of keys) app.decorate(key, (built as Record<string, unknown>)[key]);
  }, meta);
}
