import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { servicePlugin } from '../../../api/lib/service-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    greeter: { greet(): string };
    counter: { count(): number };
  }
}

/** A stand-in of the db plugin: servicePlugin reads only app.db.kysely. */
const fakeDb = fp(
  async (app) => {
    app.decorate('db', { kysely: 'the handle' } as unknown as typeof app.db);
  },
  { name: 'db' },
);

describe('servicePlugin', () => {
  it('builds the service from the instance, its Kysely handle and the register options, and decorates it under its key', async () => {
    const app = Fastify();
    await app.register(fakeDb);
    const seen: unknown[] = [];
    const greeter = servicePlugin(
      'greeter',
      (_app, db, opts: { name: string }) => {
        seen.push(db);
        return { greet: () => `labas, ${opts.name}` };
      },
      { name: 'greeter-service', dependencies: ['db'] },
    );
    await app.register(greeter, { name: 'Ona' });
    await app.ready();
    expect(seen).toEqual(['the handle']);
    expect(app.greeter.greet()).toBe('labas, Ona');
    await app.close();
  });

  it('decorates each key of the record its build returns, when it names several', async () => {
    const app = Fastify();
    await app.register(fakeDb);
    const both = servicePlugin(
      ['greeter', 'counter'],
      () => {
        let n = 0;
        return { greeter: { greet: () => 'labas' }, counter: { count: () => ++n } };
      },
      { name: 'greeter-and-counter', dependencies: ['db'] },
    );
    await app.register(both);
    await app.ready();
    expect(app.greeter.greet()).toBe('labas');
    expect([app.counter.count(), app.counter.count()]).toEqual([1, 2]);
    await app.close();
  });
});
