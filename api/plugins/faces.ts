/**
 * Serves the built browser app. The self-service portal's shell (portal.html) is served when
 * the request's host is SELF_SERVICE_HOST; the professional workplace (index.html) on every
 * other host. Any non-API path gets the shell (the client router handles unknown paths);
 * hashed assets are served precompressed with a long cache life; unknown API paths get a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIXES } from './access.js';
import type { AppConfig } from '../config.js';

export type Face = 'workplace' | 'portal';

declare module 'fastify' {
  interface FastifyRequest {
    face: Face;
  }
}

function readShell(dir: string, file: string): string | null {
  const full = path.join(dir, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
}

/** The face a request belongs to, by its Host header (port ignored, case-insensitive). */
export function faceOf(request: FastifyRequest, selfServiceHost: string): Face {
  return request.hostname.toLowerCase() === selfServiceHost ? 'portal' : 'workplace';
}

export default fp(
  async function facesPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const { clientDir, selfServiceHost } = opts.config;
    app.decorateRequest('face', 'workplace');
    app.addHook('onRequest', async (request) => {
      request.face = faceOf(request, selfServiceHost);
    });

    const shells: Record<Face, string | null> = {
      workplace: readShell(clientDir, 'index.html'),
      portal: readShell(clientDir, 'portal.html'),
    };

    if (fs.existsSync(path.join(clientDir, 'assets'))) {
      await app.register(fastifyStatic, {
        root: path.join(clientDir, 'assets'),
        prefix: '/assets/',
        wildcard: true,
        index: false,
        immutable: true,
        maxAge: '365d',
        // .br / .gz siblings written at build time (scripts/compress-assets.mjs), chosen by Accept-Encoding
        preCompressed: true,
      });
    }

    const isApi = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.originalUrl;
      const wantsShell = (request.method === 'GET' || request.method === 'HEAD') && !isApi(url) && !url.startsWith('/assets/');
      const shell = wantsShell ? shells[request.face] : null;
      if (!shell) {
        return reply.code(404).send({ message: wantsShell ? 'errors.client_not_built' : 'errors.not_found' });
      }
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    });
  },
  { name: 'faces' },
);
