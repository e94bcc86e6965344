/**
 * API throughput and latency with autocannon on loopback: the server on core 0, the load
 * from this process. GET health is the framework's ceiling; every other endpoint is also
 * given as a ratio to it, because ratios survive this noisy 2-core machine better than
 * absolute numbers.
 */
import autocannon from 'autocannon';
import { startServer, type Figure, type Section } from '../lib.js';

const DURATION_S = Number(process.env.BENCH_API_SECONDS || 8);
const CONNECTIONS = 20;

export interface Endpoint {
  name: string;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  target?: { rps: number; p99: number };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(url: string, e: Endpoint): Promise<LoadResult> {
  const result = await autocannon({
    url: `${url}${e.path}`,
    method: e.method,
    headers: { 'content-type': 'application/json', ...e.headers },
    body: e.body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function figures(section: string, e: Endpoint, r: LoadResult, ceiling: LoadResult | null): Figure[] {
  const base = ceiling ? { name: 'GET health req/s', value: ceiling.rps } : undefined;
  const out: Figure[] = [
    {
      section,
      name: `${e.name} req/s`,
      value: Math.round(r.rps),
      unit: 'req/s',
      baseline: base,
      ratio: base ? r.rps / base.value : undefined,
      target: e.target ? `≥ ${e.target.rps}` : undefined,
      met: e.target ? r.rps >= e.target.rps : undefined,
    },
    { section, name: `${e.name} p50`, value: r.p50, unit: 'ms' },
    {
      section,
      name: `${e.name} p99`,
      value: r.p99,
      unit: 'ms',
      target: e.target ? `≤ ${e.target.p99} ms` : undefined,
      met: e.target ? r.p99 <= e.target.p99 : undefined,
    },
  ];
  if (r.errors || r.non2xx) out.push({ section, name: `${e.name} failed responses`, value: r.errors + r.non2xx, unit: 'count', target: '0', met: false });
  return out;
}

export const api: Section = {
  name: 'api',
  describe: `autocannon, ${CONNECTIONS} connections × ${DURATION_S} s per endpoint, SQLite`,
  async run(): Promise<Figure[]> {
    const server = await startServer({ port: 4961 });
    try {
      const health: Endpoint = { name: 'GET health', method: 'GET', path: '/api/health' };
      const ceiling = await load(server.url, health);
      return figures('api', health, ceiling, null);
    } finally {
      await server.stop();
    }
  },
};
