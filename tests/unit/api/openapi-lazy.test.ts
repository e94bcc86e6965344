/**
 * api/plugins/openapi.ts: an app that was never asked for its OpenAPI document has not loaded
 * @fastify/swagger or its yaml (decision 0175); the first request under /api/docs loads them.
 */
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import openapi from '../../../api/plugins/openapi.js';

const loaded = () => Object.keys(createRequire(import.meta.url).cache);
const isYaml = (file: string) => /[/\\]node_modules[/\\]yaml[/\\]/.test(file);
const isSwagger = (file: string) => /[/\\]node_modules[/\\]@fastify[/\\]swagger[/\\]/.test(file);

describe('openapi plugin (the document at its first use)', () => {
  it('loads neither @fastify/swagger nor yaml until the document is asked for', async () => {
    const app = Fastify({ logger: false });
    await app.register(openapi);
    app.get('/api/version', { schema: { summary: 'The version' } }, async () => ({ version: '1' }));
    await app.ready();
    expect(loaded().filter((f) => isYaml(f) || isSwagger(f))).toEqual([]);
    const yaml = await app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('/api/version:');
    expect(loaded().some(isYaml)).toBe(true);
    expect(Object.keys((await app.openapiDocument()).paths as object)).toEqual(['/api/version']);
    await app.close();
  });
});
