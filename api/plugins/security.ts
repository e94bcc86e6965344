/**
 * Security headers (helmet) with a strict Content-Security-Policy. Styles allow inline
 * because MUI (emotion) injects <style> elements at run time; scripts never do. When the
 * central self-service site is another origin (CENTRAL_SITE_URL), the portal fetches its
 * menu.do/footer.do (connect-src) and shows the images its sanitized header keeps (img-src).
 * Every answer under the API bases is `Cache-Control: no-store` unless its route set its own
 * (only public answers without personal data may: docs/decisions/0046-api-cache-control.md).
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from './access.js';

/** True for a request under an API base (/api, /sav), whose answers are not cached by default. */
export const underApiBase = (url: string): boolean => {
  const path = url.split('?', 1)[0];
  return API_PREFIXES.some((base) => path === base || path.startsWith(`${base}/`));
};

/** The origin of an absolute central-site address; none for the built-in stand-in (a path on this host). */
export function centralSiteOrigins(centralSiteUrl: string | undefined): string[] {
  if (!centralSiteUrl || !/^https?:\/\//.test(centralSiteUrl)) return [];
  return [new URL(centralSiteUrl).origin];
}

export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { centralSiteUrl?: string }) {
    const central = centralSiteOrigins(opts.centralSiteUrl);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...central],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...central],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (underApiBase(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);
