/**
 * The edge's limits with short settings (decision 0047): a client that never finishes its
 * headers or its body is cut, and connections from one address beyond the limit are closed,
 * while the server keeps answering everyone else.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../helpers/database.js';
import { recordFigures } from './figures.js';
import { call } from './http.js';
import { slowClient } from './raw-http.js';
import { serverFor } from './server-process.js';

const LIMIT = 8;
/** how long a cut may take: the timeouts below plus Node's one-second check, with room for a busy machine */
const CUT_WITHIN_MS = 15_000;

async function closedWithin(isClosed: () => boolean, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline && !isClosed();) await new Promise((resolve) => setTimeout(resolve, 100));
  return isClosed();
}

describe.each(TEST_DIALECTS)('edge limits [%s]', (dialect) => {
  const s = serverFor(dialect, {
    HEADERS_TIMEOUT_SECONDS: '1',
    REQUEST_TIMEOUT_SECONDS: '2',
    IDLE_TIMEOUT_SECONDS: '2',
    MAX_CONNECTIONS_PER_ADDRESS: String(LIMIT),
  });

  it('cuts a client that never finishes its headers', async () => {
    const client = await slowClient(s.server.port, 'GET /api/health HTTP/1.1\r\nHost: a\r\nX-Slow: ');
    recordFigures(dialect, 'edge', { cases: 1 });
    try {
      expect(await closedWithin(client.closedByServer, CUT_WITHIN_MS), `still open; the server sent: ${JSON.stringify(client.received().slice(0, 200))}`).toBe(
        true,
      );
    } finally {
      client.close();
    }
  });

  it('cuts a client that never finishes its body', async () => {
    const client = await slowClient(
      s.server.port,
      'POST /api/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":',
    );
    recordFigures(dialect, 'edge', { cases: 1 });
    try {
      expect(await closedWithin(client.closedByServer, CUT_WITHIN_MS), `still open; the server sent: ${JSON.stringify(client.received().slice(0, 200))}`).toBe(
        true,
      );
    } finally {
      client.close();
    }
  });

  it(`closes connections from one address beyond ${LIMIT} and answers again once they are gone`, async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 3 * LIMIT },
        () =>
          new Promise<{ socket: net.Socket; closed: () => boolean }>((resolve, reject) => {
            let closed = false;
            const socket = net.connect(s.server.port, '127.0.0.1', () => resolve({ socket, closed: () => closed }));
            socket.on('close', () => {
              closed = true;
            });
            socket.on('error', () => undefined);
            setTimeout(() => reject(new Error('no connection')), 5000).unref();
          }),
      ),
    );
    recordFigures(dialect, 'edge', { cases: sockets.length });
    try {
      await closedWithin(() => sockets.filter((c) => c.closed()).length >= 2 * LIMIT, 3000);
      const open = sockets.filter((c) => !c.closed()).length;
      expect(open).toBeLessThanOrEqual(LIMIT);
    } finally {
      for (const c of sockets) c.socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await call(s.url, 'GET', '/api/health')).status).toBe(200);
  });
});
