/**
 * The HTTP server's own defences against clients that hold it up (docs/decisions/0047):
 * timeouts for the headers, the whole request, idle connections and idle keep-alive
 * connections, and a cap on the connections one address may hold open. Settings:
 * HttpLimits in api/config.ts.
 */
import type { Server, Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { HttpLimits } from '../config.js';

/** How often Node checks the header and request timeouts (its default is 30 s, which would double them). */
const TIMEOUT_CHECK_MS = 1000;

/** The Fastify options that set the timeouts. */
export function timeoutOptions(limits: HttpLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
  };
}

/**
 * Closes, at once and without an answer, every connection an address opens beyond `max`
 * while it holds `max` open (0: no limit). The count is this process's: sockets are.
 * A refusal is logged once per address each time it reaches the limit.
 */
export function limitConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const warned = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return; // already gone
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      if (!warned.has(address)) {
        warned.add(address);
        log.warn({ address, max }, 'connection refused: too many open connections from one address');
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < max) warned.delete(address);
    });
  });
}
