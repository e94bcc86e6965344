/**
 * Strings the databases can store: every text the API reads — headers, route parameters and
 * query (onRequest, before the access check reads the session token), the parsed body, its
 * keys and values (preValidation, before the route schema and the handler) — is checked once
 * against one rule (lib/invalid-characters.ts). A failure is 400 errors.invalid_characters
 * naming where (`params.in`, `path`), before anything reads the database or writes to it.
 * Registered right after the errors plugin, so its hooks run before every other plugin's.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { findInvalidText, invalidCharacters, type TextSource } from '../lib/invalid-characters.js';

function check(source: TextSource, value: unknown): void {
  const path = findInvalidText(value);
  if (path !== null) throw invalidCharacters(source, path);
}

export default fp(
  async function stringsPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      check('headers', request.headers);
      check('params', request.params);
      check('query', request.query);
    });
    app.addHook('preValidation', async (request) => {
      check('body', request.body);
    });
  },
  { name: 'strings', dependencies: ['errors'] },
);
