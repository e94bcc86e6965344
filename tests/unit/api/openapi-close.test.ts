/**
 * api/plugins/openapi.ts: Swagger UI runs in a Fastify of its own, made at the first request
 * under /api/docs (decision 0161). Closing the app closes it too: nothing of it is left open.
 */
import Fastify, { type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it, vi } from 'vitest';

const uiClosed = vi.hoisted(() => ({ count: 0 }));

// The real Swagger UI plugin, plus a note of its instance's close.
vi.mock('@fastify/swagger-ui', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: FastifyPluginAsync }).default;
  return {
    default: fp(async (inner, opts) => {
      inner.addHook('onClose', async () => void uiClosed.count++);
      await inner.register(real, opts);
    }),
  };
});

const { default: openapi } = await import('../../../api/plugins/openapi.js');

describe('openapi plugin (Swagger UI in its own Fastify)', () => {
  it('closes the Swagger UI instance when the app closes', async () => {
    const app = Fastify({ logger: false });
    await app.register(openapi);
    await app.ready();
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(uiClosed.count).toBe(0);
    await app.close();
    expect(uiClosed.count).toBe(1);
  });

  it('an app whose docs were never asked for closes without making the UI', async () => {
    const app = Fastify({ logger: false });
    await app.register(openapi);
    await app.ready();
    await app.close();
    expect(uiClosed.count).toBe(1);
  });
});
