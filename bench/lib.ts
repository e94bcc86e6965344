/** Shared pieces of the benchmark harness: figures, the server under test, statistics. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Figure {
  section: string;
  name: string;
  value: number;
  unit: string;
  /** what the figure is compared with, measured in the same run */
  baseline?: { name: string; value: number };
  /** value / baseline.value */
  ratio?: number;
  target?: string;
  met?: boolean;
}

export interface RunContext {
  /** `npm run bench -- quick`: shorter loads, smaller scales, fewer keystrokes */
  quick: boolean;
  /** what was not measured and why (printed and written to the results file) */
  skip(reason: string): void;
}

export interface Section {
  name: string;
  describe: string;
  run(ctx: RunContext): Promise<Figure[]>;
}

export const ROOT = path.resolve(import.meta.dirname, '..');
export const TMP = path.join(ROOT, '.tmp', 'bench');

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/**
 * Builds the app when dist/ is missing (bench measures the production build) or when
 * BENCH_REBUILD=1. `needsServer` false: the client build (its manifest) is enough.
 */
export function ensureBuilt(needsServer = true): void {
  const server = path.join(ROOT, 'dist/api/server.js');
  const manifest = path.join(ROOT, 'dist/client/.vite/manifest.json');
  if ((!needsServer || fs.existsSync(server)) && fs.existsSync(manifest) && process.env.BENCH_REBUILD !== '1') return;
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset'], { encoding: 'utf8' }).status === 0;

/**
 * Pins this process (the load generator) to one core, so that it does not compete with the
 * server pinned to core 0. Returns the undo. A no-op without taskset or with one core.
 */
export function pinSelf(core: number): () => void {
  if (!hasTaskset || os.cpus().length < 2) return () => {};
  const before = spawnSync('taskset', ['-pc', String(process.pid)], { encoding: 'utf8' })
    .stdout.split(':')
    .pop()
    ?.trim();
  spawnSync('taskset', ['-apc', String(core), String(process.pid)]);
  return () => {
    if (before) spawnSync('taskset', ['-apc', before, String(process.pid)]);
  };
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the production server on loopback with its own database. Pinned to core 0 with
 * taskset where available, so the load generator (this process) keeps core 1.
 */
export async function startServer(opts: { port: number; env?: Record<string, string>; database?: string }): Promise<RunningServer> {
  fs.mkdirSync(TMP, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // the demo set-up on PostgreSQL too, where STAND_INS defaults to off (and the start is refused)
    STAND_INS: 'on',
    DATABASE_URL: opts.database ?? `sqlite:${path.join(TMP, `bench-${opts.port}.sqlite`)}`,
    ...opts.env,
  };
  const cmd = hasTaskset ? 'taskset' : process.execPath;
  const args = hasTaskset ? ['-c', '0', process.execPath, 'dist/api/server.js'] : ['dist/api/server.js'];
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    await waitForHealth(url, 30_000);
  } catch (error) {
    // a server that never answered is not left holding the port
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function waitForHealth(url: string, timeoutMs: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return performance.now() - start;
    } catch {
      // not listening yet
    }
    if (performance.now() - start > timeoutMs) throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
