/** Makes the database and the clock available to services as app.db and app.clock. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
  }
}

export interface DbPluginOptions {
  db: Db;
  clock: Clock;
  /** Destroy the connection when the app closes (true when the app opened it). */
  owned: boolean;
}

export default fp(
  async function dbPlugin(app: FastifyInstance, opts: DbPluginOptions) {
    app.decorate('db', opts.db);
    app.decorate('clock', opts.clock);
    if (opts.owned) app.addHook('onClose', async () => opts.db.destroy());
  },
  { name: 'db' },
);
