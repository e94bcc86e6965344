/**
 * Registers a route from its contract (src/domain/contracts): method, path and the route
 * schema (params, querystring, body, headers, response, tags, summary — which Fastify
 * validates with api/lib/route-validators.ts and the OpenAPI document shows) come from the
 * contract; the access rule, which stays on the server, comes with the handler.
 *
 * The handler is typed by the contract: `request.params/query/body` are the schemas' types,
 * its answer must be the 2xx response's type, and `request.user` is a SessionUser (never
 * null) when the access rule demands a session. These types hold because Fastify validates
 * each part against the same schema and the access hook (api/plugins/access.ts) refuses an
 * anonymous caller before the handler runs.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, LogLevel, RouteHandlerMethod } from 'fastify';
import type { Contract, Endpoint, Wire } from '../../src/domain/contracts/endpoint.js';
import type { AccessRule, SessionUser } from '../plugins/access.js';

/** The signed-in user a route with this rule sees: present unless the route is public. */
export type UserOf<A extends AccessRule> = A extends { public: true } ? SessionUser | null : SessionUser;

export type ContractRequest<W extends Wire, A extends AccessRule> = Omit<FastifyRequest, 'params' | 'query' | 'body' | 'user'> & {
  params: W['params'];
  query: W['query'];
  body: W['body'];
  user: UserOf<A>;
};

/**
 * What a handler may answer: the contract's response with its enums widened to their base
 * type (services type codes as plain strings; the enum is the contract's promise to the
 * browser) and open JSON objects (`additionalProperties: true`) as any object. Field names,
 * presence and nullability are checked.
 */
export type Answer<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T extends number
      ? number
      : T extends boolean
        ? boolean
        : T
    : T extends readonly (infer U)[]
      ? readonly Answer<U>[]
      : T extends object
        ? string extends keyof T
          ? object
          : { [K in keyof T]: Answer<T[K]> }
        : T;

export interface ContractRoute<W extends Wire, A extends AccessRule> {
  access: A;
  /** false: calling the route is not user activity (api/plugins/access.ts). */
  extendsSession?: boolean;
  logLevel?: LogLevel;
  /** reads the session with what the handler needs next, in one statement (api/modules/auth/session-resolver.ts) */
  sessionLookup?: FastifyContextConfig['sessionLookup'];
  /** Returns the answer (typed by the contract), or the reply it sent itself (files, HTML, redirects). */
  handler: (request: ContractRequest<W, A>, reply: FastifyReply) => Promise<Answer<W['response']> | FastifyReply>;
}

/** Fastify's route schema of a contract; a public route says in OpenAPI that it needs no bearer token. */
export function routeSchema(endpoint: Endpoint, access?: AccessRule): FastifySchema {
  const { summary, tags, params, query, body, headers, responses, consumes, produces, hidden } = endpoint;
  const schema: FastifySchema & {
    summary: string;
    tags: readonly string[];
    consumes?: readonly string[];
    produces?: readonly string[];
    security?: readonly object[];
    hide?: boolean;
  } = { summary, tags };
  if (hidden) schema.hide = true;
  if (access && 'public' in access && access.public) schema.security = [];
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (body) schema.body = body;
  if (headers) schema.headers = headers;
  if (Object.keys(responses).length > 0) schema.response = responses;
  if (consumes) schema.consumes = consumes;
  if (produces) schema.produces = produces;
  return schema;
}

/** A contract whose only success is 201 (it creates something): the route answers 201 with the handler's answer. */
const answersCreated = (endpoint: Endpoint): boolean => 201 in endpoint.responses && !(200 in endpoint.responses);

/**
 * Registers the endpoint's route on `app` (under the prefix the module is registered with).
 * The success status comes from the contract (201 when it declares only 201), so a handler
 * only returns its answer.
 */
export function contractRoute<W extends Wire, const A extends AccessRule>(app: FastifyInstance, endpoint: Contract<W>, route: ContractRoute<W, A>): void {
  const config: FastifyContextConfig = { access: route.access };
  if (route.extendsSession !== undefined) config.extendsSession = route.extendsSession;
  if (route.sessionLookup) config.sessionLookup = route.sessionLookup;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    ...(route.logLevel ? { logLevel: route.logLevel } : {}),
    schema: routeSchema(endpoint, route.access),
    // The one place the contract's types meet Fastify's untyped request: see the header comment.
    handler: (answersCreated(endpoint) ? created(route.handler) : route.handler) as unknown as RouteHandlerMethod,
  });
}

function created<H extends (request: never, reply: FastifyReply) => Promise<unknown>>(handler: H) {
  return async (request: Parameters<H>[0], reply: FastifyReply) => {
    const answer = await handler(request, reply);
    if (answer !== reply) reply.code(201);
    return answer;
  };
}
