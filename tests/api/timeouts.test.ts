/**
 * The HTTP server's own limits, on a real listening server on loopback: a client that sends
 * its headers or body too slowly, or holds an idle keep-alive connection, is cut; more open
 * connections from one address than the limit are refused at once. The assertions are on the
 * closure or refusal, never on a duration; the waits are generous bounds.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { TEST_DIALECTS } from '../helpers/database.js';

/** How long a test waits for the server to act before it calls the connection "kept". */
const BOUND_MS = 15_000;
/** Each test's own bound: a kept connection plus the rest of the test. */
const TEST_MS = 2 * BOUND_MS;

/** The test's client sockets, destroyed after each test whatever happened. */
const sockets: net.Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

interface Client {
  socket: net.Socket;
  /** everything the server sent */
  received(): string;
  /** true once the server closed the connection, false if it is still open after BOUND_MS */
  closed(): Promise<boolean>;
}

async function connect(port: number): Promise<Client> {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  let data = '';
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  // writes after the server closed fail with EPIPE/ECONNRESET: that is the closure we wait for
  socket.on('error', () => {});
  const gone = new Promise<true>((resolve) => socket.once('close', () => resolve(true)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    received: () => data,
    closed: async () => {
      let timer: NodeJS.Timeout | undefined;
      const kept = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), BOUND_MS)));
      const result = await Promise.race([gone, kept]);
      clearTimeout(timer);
      return result;
    },
  };
}

/** Writes `text` a byte at a time every 100 ms until the socket closes or the text ends. */
function trickle(socket: net.Socket, text: string): () => void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return;
    socket.write(text[i++]);
  }, 100);
  return () => clearInterval(timer);
}

const health = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

/** Sends one request on an open connection and resolves with the status line of the answer. */
function statusLine(client: Client, request = health): Promise<string> {
  const before = client.received().length;
  return new Promise((resolve, reject) => {
    const onData = () => {
      const answer = client.received().slice(before);
      if (answer.includes('\r\n')) {
        client.socket.off('data', onData);
        resolve(answer.slice(0, answer.indexOf('\r\n')));
      }
    };
    client.socket.on('data', onData);
    client.socket.once('close', () => reject(new Error('closed before answering')));
    client.socket.write(request);
  });
}

describe.each(TEST_DIALECTS)('HTTP server limits [%s]', (dialect) => {
  describe('timeouts', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp(dialect, {
        env: { REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '1', IDLE_TIMEOUT_SECONDS: '60', KEEP_ALIVE_TIMEOUT_SECONDS: '1' },
      });
      port = await listen(t);
    });
    afterAll(() => t.close());

    it(
      'cuts a client that trickles its body',
      async () => {
        const client = await connect(port);
        client.socket.write('POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
        const stop = trickle(client.socket, `{"username":"${'a'.repeat(99_000)}`);
        const closed = await client.closed();
        stop();
        expect(closed).toBe(true);
      },
      TEST_MS,
    );

    it(
      'cuts a client that trickles its headers',
      async () => {
        const client = await connect(port);
        const stop = trickle(client.socket, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(10_000)}\r\n\r\n`);
        const closed = await client.closed();
        stop();
        expect(closed).toBe(true);
      },
      TEST_MS,
    );

    it(
      'answers on a keep-alive connection, then closes it once idle',
      async () => {
        const client = await connect(port);
        expect(await statusLine(client)).toBe('HTTP/1.1 200 OK');
        expect(await client.closed()).toBe(true);
      },
      TEST_MS,
    );
  });

  describe('connections per address', () => {
    const LIMIT = 3;
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      // long timeouts: a closure here can only be the limit
      t = await createTestApp(dialect, { env: { MAX_CONNECTIONS_PER_ADDRESS: String(LIMIT), HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '60' } });
      port = await listen(t);
    });
    afterAll(() => t.close());

    it(
      `refuses connection ${LIMIT + 1} from one address, serves the ${LIMIT} it holds, and accepts again once one closes`,
      async () => {
        // the server's end of each connection, to know when the server has seen one close
        const serverEnds = new Map<number, net.Socket>();
        const onConnection = (socket: net.Socket) => serverEnds.set(socket.remotePort!, socket);
        t.app.server.on('connection', onConnection);
        try {
          const held = [];
          for (let i = 0; i < LIMIT; i++) held.push(await connect(port));
          const extra = await connect(port);
          expect(await extra.closed()).toBe(true);
          expect(extra.received()).toBe('');
          for (const client of held) expect(await statusLine(client)).toBe('HTTP/1.1 200 OK');

          const serverEnd = serverEnds.get(held[0].socket.localPort!)!;
          const seen = new Promise((resolve) => serverEnd.once('close', resolve));
          held[0].socket.destroy();
          await seen;
          const next = await connect(port);
          expect(await statusLine(next)).toBe('HTTP/1.1 200 OK');
        } finally {
          t.app.server.off('connection', onConnection);
        }
      },
      TEST_MS,
    );
  });
});
