/**
 * An endpoint's contract: method, path (relative to the face's base, Fastify syntax
 * `/notices/:token`), and the JSON Schemas of its params, query, body, headers and
 * responses. Declared once here; the server registers its route from it
 * (api/lib/contract-route.ts), the browser calls it through it (src/lib/api/call.ts), the
 * OpenAPI document shows it. The TypeScript types of every part are derived from the
 * schemas (json-schema-to-ts), so no wire type is written by hand on either side.
 * Who may call the endpoint (the access rule) is the server's business and stays there.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  // Plain objects here; FromSchema checks each schema once, in defineEndpoint.
  readonly params?: object;
  readonly query?: object;
  readonly body?: object;
  readonly headers?: object;
  /** By status; a route without a JSON answer (a file, an HTML page) declares none. */
  readonly responses: { readonly [status: number]: object };
  /** Request content types other than JSON (OpenAPI). */
  readonly consumes?: readonly string[];
  /** Answer content types besides JSON, chosen by the Accept header (OpenAPI). */
  readonly produces?: readonly string[];
  /** Left out of the OpenAPI document (a stand-in of another site). */
  readonly hidden?: boolean;
}

type Part<S, Options extends object = object> = S extends JSONSchema ? FromSchema<S, Options> : undefined;
type SuccessStatus = 200 | 201;
type Success<E extends Endpoint> = E['responses'][Extract<keyof E['responses'], SuccessStatus>];

/** The TypeScript types of an endpoint's parts, derived once from its schemas. */
export interface Wire {
  /** Path params as the handler sees them (coerced from text). */
  params: unknown;
  /** The query string as the handler sees it: coerced, declared defaults filled in. */
  query: unknown;
  /** The query string as a caller writes it: properties with a default may be left out. */
  queryInput: unknown;
  body: unknown;
  headers: unknown;
  /** The successful answer (200 or 201); `unknown` when the endpoint declares no JSON answer. */
  response: unknown;
}

export type WireOf<E extends Endpoint> = {
  params: Part<E['params']>;
  query: Part<E['query']>;
  queryInput: Part<E['query'], { keepDefaultedPropertiesOptional: true }>;
  body: Part<E['body']>;
  headers: Part<E['headers'], { keepDefaultedPropertiesOptional: true }>;
  response: [Extract<keyof E['responses'], SuccessStatus>] extends [never] ? unknown : Part<Success<E>>;
};

/**
 * A declared endpoint: the schemas, and (types only, never present at run time) their
 * derived types. Carrying the derived types keeps the compiler from re-deriving them at
 * every route and call, which it cannot do in reasonable time.
 */
export type Contract<W extends Wire = Wire> = Endpoint & { readonly '~wire'?: W };

/** Declares an endpoint; the literal types of the argument are kept (no `as const` needed at the call). */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E & { readonly '~wire'?: WireOf<E> } => endpoint;

type WireOfContract<C extends Contract> = NonNullable<C['~wire']>;
export type ParamsOf<C extends Contract> = WireOfContract<C>['params'];
export type QueryOf<C extends Contract> = WireOfContract<C>['query'];
export type QueryInputOf<C extends Contract> = WireOfContract<C>['queryInput'];
export type BodyOf<C extends Contract> = WireOfContract<C>['body'];
export type HeadersOf<C extends Contract> = WireOfContract<C>['headers'];
export type ResponseOf<C extends Contract> = WireOfContract<C>['response'];

/** An endpoint's parts besides its method, path, summary and tags. */
export type EndpointParts = Omit<Endpoint, 'method' | 'path' | 'summary' | 'tags'>;

/**
 * One area's endpoint builders, each tagged `tags`: `api.get(path, summary, { params, query, responses })`
 * declares what `defineEndpoint({ method: 'GET', path, tags, summary, params, query, responses })` does.
 */
export const tagged = (tags: readonly string[]) => {
  const verb =
    <const M extends HttpMethod>(method: M) =>
    <const P extends EndpointParts>(path: string, summary: string, parts: P) =>
      defineEndpoint({ method, path, tags, summary, ...parts });
  return { get: verb('GET'), post: verb('POST'), put: verb('PUT'), patch: verb('PATCH'), delete: verb('DELETE') };
};
