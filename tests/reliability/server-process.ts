/**
 * The real API as a child process, for tests that must kill it: `node .tmp/reliability/server.js`,
 * the server bundled once per run by global-setup.ts (one process, so SIGKILL reaches the server
 * itself), loopback only, demo data seeded, on a
 * database of its own — a SQLite file, or a PostgreSQL database created for the run and dropped
 * afterwards — and a data folder of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Db, type Dialect } from '../../api/db/database.js';
import type { DatabaseSetting } from '../../api/config.js';
import { TEST_PASSWORD } from '../helpers/app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** api/server.ts bundled by global-setup.ts */
export const SERVER_BUNDLE = path.join(ROOT, '.tmp', 'reliability', 'server.js');
const START_TIMEOUT_MS = 90_000;

/** A database and a data folder that outlive server processes; `cleanup` removes both. */
export interface RunStore {
  dialect: Dialect;
  databaseUrl: string;
  dataDir: string;
  /** A direct connection, for counts and checks the API does not offer. */
  open(): Db;
  cleanup(): Promise<void>;
}

export async function createRunStore(dialect: Dialect): Promise<RunStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-reliability-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  if (dialect === 'sqlite') {
    const file = path.join(dir, 'registry.sqlite');
    const setting: DatabaseSetting = { kind: 'sqlite', file };
    return {
      dialect,
      databaseUrl: `sqlite:${file}`,
      dataDir,
      open: () => openDatabase(setting),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('PostgreSQL runs need TEST_DATABASE_URL');
  const name = `reliability_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const setting: DatabaseSetting = { kind: 'postgres', url: url.toString() };
  return {
    dialect,
    databaseUrl: url.toString(),
    dataDir,
    open: () => openDatabase(setting),
    cleanup: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** the last lines the process wrote (for failure messages) */
  output(): string;
  /** SIGKILL: no shutdown hook, no flush, no close */
  kill9(): Promise<void>;
  /** SIGTERM and wait (graceful close) */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts the API on the store and waits until it answers /api/health/ready. */
export async function startServer(store: RunStore, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: store.databaseUrl,
      DATA_DIR: store.dataDir,
      SEED_DEMO_DATA: 'true',
      // the demo mode on both dialects: the suite signs in as demo users and uses the stand-ins
      STAND_INS: 'on',
      DEMO_PASSWORD: TEST_PASSWORD,
      CLIENT_DIR: '.no-client',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    output: () => tail,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${tail}`);
    try {
      const res = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await server.kill9();
  throw new Error(`the server did not become ready within ${START_TIMEOUT_MS / 1000} s:\n${tail}`);
}

/**
 * A server process of the describe's own on a fresh store, started before its tests and
 * stopped (and the store removed) after them: `const s = serverFor(dialect)`, then `s.url`.
 */
export function serverFor(dialect: Dialect, env: Record<string, string> = {}) {
  const state = { store: undefined as RunStore | undefined, server: undefined as ServerProcess | undefined };
  beforeAll(async () => {
    state.store = await createRunStore(dialect);
    state.server = await startServer(state.store, env);
  });
  afterAll(async () => {
    await state.server?.stop();
    await state.store?.cleanup();
  });
  return {
    get url() {
      return state.server!.url;
    },
    get store() {
      return state.store!;
    },
    get server() {
      return state.server!;
    },
    /** kill -9 and start again on the same store (after a request the server could not answer) */
    async restart() {
      await state.server?.kill9();
      state.server = await startServer(state.store!, env);
    },
  };
}
