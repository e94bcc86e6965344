/**
 * Raw HTTP over node:net, for what fetch refuses to send: bad request lines, huge or broken
 * headers, invalid chunked encoding, request smuggling shapes, slow clients.
 */
import net from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed without a status line */
  status: number;
  text: string;
}

/** Sends the bytes and reads until the server closes or `timeoutMs` passes. */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : 0, text });
    };
    socket.setTimeout(timeoutMs, done);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', done);
    socket.on('error', done);
    socket.on('connect', () => socket.write(bytes));
  });
}

/** A connection that sends the start of a request and then nothing; `close()` ends it. */
export function slowClient(port: number, start: string): Promise<{ close(): void; closedByServer(): boolean; received(): string }> {
  return new Promise((resolve, reject) => {
    let closed = false;
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(start);
      resolve({ close: () => socket.destroy(), closedByServer: () => closed, received: () => received });
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => {
      closed = true;
    });
    socket.on('error', reject);
  });
}

const LONG = 'x'.repeat(20_000);

/** Malformed requests: each must get a 4xx status line (or a plain close), never a 5xx. */
export const MALFORMED: { name: string; bytes: string }[] = [
  { name: 'garbage instead of a request line', bytes: 'GARBAGE\r\n\r\n' },
  { name: 'an unknown HTTP version', bytes: 'GET /api/health HTTP/9.9\r\nHost: a\r\nConnection: close\r\n\r\n' },
  { name: 'a method with spaces', bytes: 'G E T /api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n' },
  { name: 'a 20 000-character header', bytes: `GET /api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\nX-Long: ${LONG}\r\n\r\n` },
  {
    name: '2 000 headers',
    bytes: `GET /api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n${Array.from({ length: 2000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\n`,
  },
  { name: 'a 20 000-character URL', bytes: `GET /api/documents/${LONG} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n` },
  { name: 'a NUL in a header value', bytes: 'GET /api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\nX-A: a\u0000b\r\n\r\n' },
  { name: 'a header without a colon', bytes: 'GET /api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\nNoColon\r\n\r\n' },
  { name: 'a bare LF in a header', bytes: 'GET /api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\nX-A: a\nb\r\n\r\n' },
  { name: 'invalid UTF-8 in the path', bytes: 'GET /api/documents/%ff%fe HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n' },
  { name: 'a NUL escape in the path', bytes: 'GET /api/documents/1%00 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n' },
  { name: 'a lone surrogate escape in the path', bytes: 'GET /api/catalog/%ED%A0%80 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n' },
  {
    name: 'invalid chunked encoding',
    bytes:
      'POST /api/login HTTP/1.1\r\nHost: a\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n{}\r\n0\r\n\r\n',
  },
  {
    name: 'a chunk longer than it says',
    bytes:
      'POST /api/login HTTP/1.1\r\nHost: a\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{"username":"a"}\r\n0\r\n\r\n',
  },
  {
    name: 'both Content-Length and Transfer-Encoding (smuggling)',
    bytes:
      'POST /api/login HTTP/1.1\r\nHost: a\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/admin HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
  },
  {
    name: 'two Content-Length headers that differ',
    bytes: 'POST /api/login HTTP/1.1\r\nHost: a\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}',
  },
  {
    name: 'a negative Content-Length',
    bytes: 'POST /api/login HTTP/1.1\r\nHost: a\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n{}',
  },
  {
    name: 'a Content-Length far beyond the body limit',
    bytes: 'POST /api/login HTTP/1.1\r\nHost: a\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 99999999999\r\n\r\n{}',
  },
  { name: 'an absolute-form URL to another host', bytes: 'GET http://evil.example/api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n' },
  { name: 'a CONNECT request', bytes: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n' },
];
