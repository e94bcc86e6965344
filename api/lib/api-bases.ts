/**
 * The two API bases of spec §7 (/api for the workplace, /sav for the self-service portal) over one
 * route table (decision 0178). Every API route is registered once, under ROUTE_BASE (/api); a
 * request under /sav is rewritten to /api before routing (Fastify's `rewriteUrl`;
 * `request.originalUrl` keeps what the client sent) and the `apiBase` route constraint, derived
 * from the client's URL, keeps a route registered through `onlyUnder` from answering under the
 * other base. A route without the constraint answers under both. Whatever shows a URL to someone
 * (face, audit, logs, access rules, the OpenAPI document) goes through these helpers.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions, HTTPMethods, RouteOptions } from 'fastify';

export const BASES = ['/api', '/sav'] as const;
export type ApiBase = (typeof BASES)[number];
/** The base every API route is registered under. */
export const ROUTE_BASE: ApiBase = '/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set (by `onlyUnder`) on the instance whose routes answer under this base only. */
    apiBaseOnly?: ApiBase;
  }
}

/** Where the first path segment of `url` ends. */
const headEnd = (url: string): number => {
  for (let i = 1; i < url.length; i++) if (url[i] === '/' || url[i] === '?') return i;
  return url.length;
};

/** The API base `url` is under ('/api/x', '/sav', '/sav?q', '/%73av/x' as the router decodes it), or null. */
export function baseOf(url: string): ApiBase | null {
  const end = headEnd(url);
  let head = url.slice(0, end);
  if (head.includes('%')) {
    try {
      head = decodeURIComponent(head);
    } catch {
      return null;
    }
  }
  return (BASES as readonly string[]).includes(head) ? (head as ApiBase) : null;
}

/** Fastify's `rewriteUrl`: a /sav URL is routed as the same path under ROUTE_BASE. */
export function rewriteUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const base = baseOf(url);
  return base && base !== ROUTE_BASE ? ROUTE_BASE + url.slice(headEnd(url)) : url;
}

type Strategy = NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']>[string];
type Stored = NonNullable<ReturnType<ReturnType<Strategy['storage']>['get']>>;

const clientUrl = (request: IncomingMessage & { originalUrl?: string }): string => request.originalUrl ?? request.url ?? '/';

/** The router constraint `apiBase`: the base of the URL the client sent. */
export const apiBaseConstraint: Strategy = {
  name: 'apiBase',
  storage() {
    const handlers = new Map<unknown, Stored>();
    return { get: (base) => handlers.get(base) ?? null, set: (base, stored) => void handlers.set(base, stored) };
  },
  // '' (outside the bases) matches no constrained route
  deriveConstraint: (request) => baseOf(clientUrl(request as IncomingMessage)) ?? '',
  validate(value: unknown) {
    if (!(BASES as readonly unknown[]).includes(value)) throw new Error(`apiBase must be one of ${BASES.join(', ')}`);
  },
};

/** The base the client called (null outside the API bases). */
export const apiBaseOf = (request: FastifyRequest): ApiBase | null => baseOf(request.originalUrl);

/** The base an API route was called under (a route under ROUTE_BASE is only reached through one). */
export const routeBaseOf = (request: FastifyRequest): ApiBase => apiBaseOf(request) ?? ROUTE_BASE;

/** The route's URL as the client called it: its pattern with the client's base (audit, success messages). */
export function clientRouteUrl(request: FastifyRequest): string | undefined {
  const url = request.routeOptions.url;
  const base = apiBaseOf(request);
  return url && base && baseOf(url) === ROUTE_BASE ? base + url.slice(ROUTE_BASE.length) : url;
}

/** The URLs a route answers under, as clients call them: both bases for an API route without `onlyUnder`. */
export function servedUrls(route: Pick<RouteOptions, 'url' | 'constraints'>): string[] {
  if (baseOf(route.url) !== ROUTE_BASE) return [route.url];
  const only = (route.constraints as { apiBase?: ApiBase } | undefined)?.apiBase;
  return (only ? [only] : BASES).map((base) => base + route.url.slice(ROUTE_BASE.length));
}

/** Whether the app answers `method` `url` (a client's route pattern, e.g. '/sav/cart-items') — Fastify's hasRoute, over the bases. */
export function servesRoute(app: FastifyInstance, verb: string, url: string): boolean {
  const method = verb as HTTPMethods;
  const base = baseOf(url);
  if (!base) return app.hasRoute({ method, url });
  const routed = ROUTE_BASE + url.slice(base.length);
  return app.hasRoute({ method, url: routed }) || app.hasRoute({ method, url: routed, constraints: { apiBase: base } });
}

/**
 * Marks the routes of the plugins registered inside with the `apiBase` constraint of the
 * instance's `onlyUnder` (call once, first, on the root: its onRoute hook must run before those
 * that read a route's URLs).
 */
export function markOnlyUnder(app: FastifyInstance): void {
  app.addHook('onRoute', function (route) {
    const only = this.apiBaseOnly;
    if (only) route.constraints = { ...route.constraints, apiBase: only };
  });
}

/** A plugin whose `register` adds routes (under ROUTE_BASE) that answer under `base` only. */
export const onlyUnder =
  (base: ApiBase, register: (app: FastifyInstance) => Promise<void>) =>
  async (app: FastifyInstance): Promise<void> => {
    app.decorate('apiBaseOnly', base);
    await register(app);
  };

/** Fastify's request log entry, with the URL the client sent (not the one routed). */
const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.originalUrl,
  version: request.headers['accept-version'],
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The logger options with requests logged under the client's URL. */
export function withClientUrls(logger: boolean | Record<string, unknown>): boolean | Record<string, unknown> {
  if (logger === false) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { req: loggedRequest, ...(options.serializers as Record<string, unknown> | undefined) } };
}
