/**
 * api/plugins/openapi.ts: an app that was never asked for its OpenAPI document has not loaded
 * @fastify/swagger or its yaml (decision 0175); the first request under /api/docs loads them.
 */
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiBaseConstraint, markOnlyUnder, onlyUnder, rewriteUrl } from '../../../api/lib/api-bases.js';
import openapi from '../../../api/plugins/openapi.js';

const loaded = () => Object.keys(createRequire(import.meta.url).cache);
const isYaml = (file: string) => /[/\\]node_modules[/\\]yaml[/\\]/.test(file);
const isSwagger = (file: string) => /[/\\]node_modules[/\\]@fastify[/\\]swagger[/\\]/.test(file);

describe('openapi plugin (the document at its first use)', () => {
  it('loads neither @fastify/swagger nor yaml until the document is asked for', async () => {
    // routed like the app: /sav is served from the one route table (api/lib/api-bases.ts)
    const app = Fastify({ logger: false, rewriteUrl, routerOptions: { constraints: { apiBase: apiBaseConstraint } } });
    markOnlyUnder(app);
    await app.register(openapi);
    app.get('/api/version', { schema: { summary: 'The version' } }, async () => ({ version: '1' }));
    await app.register(
      onlyUnder('/api', async (api) => void api.get('/login', { schema: { summary: 'Sign in' } }, async () => ({}))),
      { prefix: '/api' },
    );
    await app.ready();
    expect(loaded().filter((f) => isYaml(f) || isSwagger(f))).toEqual([]);
    const yaml = await app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('/api/version:');
    expect(loaded().some(isYaml)).toBe(true);
    // each path the app serves, under each base that serves it
    expect(Object.keys((await app.openapiDocument()).paths as object)).toEqual(['/api/version', '/sav/version', '/api/login']);
    await app.close();
  });
});
