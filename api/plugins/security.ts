/**
 * Security headers with a strict Content-Security-Policy, computed once at start-up and set
 * by one synchronous hook: building them per request (as helmet does, middleware and CSP
 * string included) cost a visible share of a GET (decision 0130). The set is helmet 8's
 * defaults without Cross-Origin-Embedder-Policy. Styles allow inline because MUI (emotion)
 * injects <style> elements at run time; scripts never do. When the central self-service
 * site is another origin (CENTRAL_SITE_URL), the portal fetches its menu.do/footer.do
 * (connect-src) and shows the images its sanitized header keeps (img-src).
 * Every answer under the API bases is `Cache-Control: no-store` unless its route sets its
 * own (only public answers without personal data may: docs/decisions/0046-api-cache-control.md).
 * Set at onRequest, so a route's own header (a CSP, a cache policy) replaces the default.
 */
import fp from 'fastify-plugin';
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

/** The Content-Security-Policy of every page and answer (routes with their own replace it). */
export function contentSecurityPolicy(centralSiteUrl: string | undefined): string {
  const central = centralSiteOrigins(centralSiteUrl);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...central]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...central]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';');
}

/** Every security header (lower-case names) sent on every answer. */
export function securityHeaders(centralSiteUrl: string | undefined): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(centralSiteUrl),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { centralSiteUrl?: string }) {
    const headers = securityHeaders(opts.centralSiteUrl);
    const apiHeaders = Object.freeze({ ...headers, 'cache-control': 'no-store' });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(underApiBase(request.originalUrl) ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security' },
);
