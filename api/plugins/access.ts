/**
 * The one access mechanism. Every API route declares `config.access`; a route without a
 * rule is refused at start-up, so a new route can never be open by accident. The hook
 * resolves the session (through the resolver the auth module installs) and checks the rule:
 * `public` admits anyone; `authenticated` any signed-in user; `feature` the role-to-feature
 * table of src/domain; `roles` one of the listed roles. Object ownership is checked by the
 * services, which receive the session (src/domain/access/ownership.ts).
 * The check runs at onRequest, before the body is parsed or validated, so a caller without
 * access learns nothing about a route's body schema and costs no parsing.
 * A route answering under both API bases (api/lib/api-bases.ts) has a rule per base in app.routeRules.
 * `extendsSession: false` marks routes that must not count as user activity (keep-alive,
 * lock refreshes): the session resolver reads it. Every declared rule is kept in
 * app.routeRules, which the access-matrix test walks.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canUseFeature, type FeatureKey } from '../../src/domain/access/features.js';
import type { Role } from '../../src/domain/access/roles.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { BASES, servedUrls } from '../lib/api-bases.js';

export type AccessRule = { public: true } | { authenticated: true } | { feature: FeatureKey } | { roles: readonly Role[] };

export interface SessionUser {
  userId: number;
  username: string;
  displayName: string;
  roles: readonly Role[];
  face: 'workplace' | 'portal';
  sessionId: number;
  /** For object ownership (src/domain/access/ownership.ts): the user's office, personal code, and the company a portal user acts for. */
  officeId: number | null;
  personCode: string | null;
  companyCode: string | null;
}

export interface RouteRule {
  method: string;
  url: string;
  access: AccessRule;
  extendsSession: boolean;
}

export type SessionResolver = (request: FastifyRequest) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** false: calling the route is not user activity and does not extend the idle session (default true). */
    extendsSession?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    setSessionResolver(resolver: SessionResolver): void;
    /** Every route with a declared access rule (HEAD included), in registration order. */
    routeRules: RouteRule[];
  }
}

/** Paths that are part of the API and therefore need an access rule. */
export const API_PREFIXES: readonly string[] = BASES;
const EXEMPT = ['/api/docs'];

const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`)) && !EXEMPT.some((p) => url === p || url.startsWith(`${p}/`));

/** True when the session satisfies the rule (never true for anonymous unless public). */
export function ruleAdmits(rule: AccessRule, user: SessionUser | null): boolean {
  if ('public' in rule) return true;
  if (!user) return false;
  if ('authenticated' in rule) return true;
  if ('feature' in rule) return canUseFeature(user.roles, rule.feature);
  return rule.roles.some((r) => user.roles.includes(r));
}

export default fp(
  async function accessPlugin(app: FastifyInstance) {
    let resolve: SessionResolver = async () => null;
    app.decorate('setSessionResolver', (resolver: SessionResolver) => {
      resolve = resolver;
    });
    app.decorateRequest('user', null);
    const routeRules: RouteRule[] = [];
    app.decorate('routeRules', routeRules);

    app.addHook('onRoute', (route) => {
      if (isApiPath(route.url) && !route.config?.access) {
        throw new Error(`Route ${String(route.method)} ${route.url} has no access rule (config.access)`);
      }
      const access = route.config?.access;
      if (access) {
        for (const method of [route.method].flat())
          for (const url of servedUrls(route)) routeRules.push({ method: String(method), url, access, extendsSession: route.config?.extendsSession !== false });
      }
    });

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config.access;
      if (!rule) return; // static files and the HTML shells
      if ('public' in rule) {
        request.user = await resolve(request).catch(() => null);
        return;
      }
      request.user = await resolve(request);
      if (!request.user) throw unauthorized();
      if (!ruleAdmits(rule, request.user)) throw forbidden();
    });
  },
  { name: 'access', dependencies: ['errors'] },
);
