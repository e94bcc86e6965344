/**
 * Request ids: the server names every request itself (a UUID), answers it in X-Request-Id and
 * audits under it. A client's X-Request-Id is never taken as ours, echoed or stored; one that
 * matches a short safe pattern is logged beside ours as `clientRequestId`, so a caller's
 * tracing can still be followed in the log.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** What a client's id must look like to be logged at all. */
export const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The server's id of a request. */
export const genReqId = (): string => randomUUID();

/** The client's X-Request-Id when it is short and safe, else undefined. */
export function clientRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && CLIENT_REQUEST_ID.test(header) ? header : undefined;
}

/** Fastify's per-request logger, with the client's safe id beside ours. */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, options, rawRequest) {
  const clientId = clientRequestId(rawRequest.headers['x-request-id']);
  return logger.child(clientId ? { ...bindings, clientRequestId: clientId } : bindings, options);
};
