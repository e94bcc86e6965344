/**
 * Loads one server with autocannon: GET health (the framework's ceiling), GET document and
 * PUT document (validate + write + index rows + audit) on the largest mortgage. The server
 * is a child process pinned to core 0; this process (the load generator) pins itself to
 * core 1 for the duration, where taskset exists.
 *
 * PUT carries fresh versions: the documents form a pool, each request takes one with the
 * version it last got, and the response's {id, version} puts it back. A connection has one
 * request in flight, so with more documents than connections a PUT never waits for another's
 * version, and a 412 would show up as a failed response (counted, never hidden).
 */
import autocannon from 'autocannon';
import { createLargest, signIn, type SavedDocument } from './api-client.js';
import type { BenchDatabase } from './databases.js';
import { largestMortgage } from './fixtures/largest-mortgage.js';
import { measureHostileBody, type HostileResult } from './hostile-body.js';
import { pinSelf, startServer } from './lib.js';

export const CONNECTIONS = 20;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** connection errors, timeouts and non-2xx answers */
  failed: number;
  requests: number;
}

export interface DocumentApiResult {
  health: LoadResult;
  get: LoadResult;
  put: LoadResult;
  /** with `hostile: true` only (bench/hostile-body.ts) */
  hostile?: HostileResult;
}

function summarise(result: autocannon.Result): LoadResult {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** autocannon over `seconds`: one request shape, or a request with per-request setup. */
async function load(options: autocannon.Options): Promise<LoadResult> {
  return summarise(await autocannon({ connections: CONNECTIONS, ...options }));
}

/** The PUT request of autocannon over a pool of documents (see the file comment). */
function putRequests(docs: SavedDocument[]): autocannon.Request[] {
  const pool = docs.map((d) => ({ ...d }));
  const body = JSON.stringify({ data: largestMortgage() });
  return [
    {
      method: 'PUT',
      setupRequest: (req) => {
        // an empty pool cannot happen with more documents than connections; if it did, the
        // stale version below makes it a counted 412, never a silent success
        const doc = pool.shift() ?? { id: docs[0].id, version: 0 };
        return {
          ...req,
          path: `/api/documents/${doc.id}`,
          headers: { ...req.headers, 'content-type': 'application/json', 'if-match': `"${doc.version}"` },
          body,
        };
      },
      onResponse: (status, responseBody) => {
        if (status === 200) pool.push(JSON.parse(responseBody) as SavedDocument);
      },
    },
  ];
}

/** A server on `database` with the documents filed, signed in, for `measure`. */
async function withDocuments<T>(
  database: BenchDatabase,
  port: number,
  env: Record<string, string>,
  measure: (server: { url: string }, token: string, docs: SavedDocument[]) => Promise<T>,
): Promise<T> {
  const server = await startServer({ port, database: database.url, env });
  const unpin = pinSelf(1);
  try {
    const token = await signIn(server.url);
    return await measure(server, token, await createLargest(server.url, token, CONNECTIONS * 2 + 1));
  } finally {
    unpin();
    await server.stop();
  }
}

/**
 * PUT document only, on a server started with `env` (e.g. WRITE_BATCH=off: the same run's
 * PUT without group commit, decision 0141).
 */
export function measurePut(database: BenchDatabase, port: number, seconds: number, env: Record<string, string>): Promise<LoadResult> {
  return withDocuments(database, port, env, (server, token, docs) =>
    load({ url: server.url, headers: { authorization: `Bearer ${token}` }, requests: putRequests(docs.slice(1)), duration: seconds }),
  );
}

/**
 * Starts a server on `database`, files the documents, and measures health, GET and PUT.
 * @param database migrated or empty (the server migrates and seeds at start)
 * @param port loopback port of the server
 * @param seconds per endpoint
 * @param options hostile: also time the answer to a body with 100 000 unknown keys
 */
export async function measureDocumentApi(
  database: BenchDatabase,
  port: number,
  seconds: number,
  options: { hostile?: boolean } = {},
): Promise<DocumentApiResult> {
  return withDocuments(database, port, {}, async (server, token, docs) => {
    const authorization = `Bearer ${token}`;
    const health = await load({ url: `${server.url}/api/health`, duration: seconds });
    const get = await load({ url: `${server.url}/api/documents/${docs[0].id}`, headers: { authorization }, duration: seconds });
    const put = await load({ url: server.url, headers: { authorization }, requests: putRequests(docs.slice(1)), duration: seconds });
    const hostile = options.hostile ? await measureHostileBody(server.url, token) : undefined;
    return { health, get, put, ...(hostile ? { hostile } : {}) };
  });
}
