/**
 * The built server started for a CPU count (bench/put-cpu.ts, bench/get-cpu.ts): spawned here,
 * not by startServer, because --cpu-prof is not allowed in NODE_OPTIONS. Its CPU is read from
 * /proc/<pid>/stat — a count, not a wall time, so it holds on a loaded machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT, waitForHealth } from './lib.js';

/** user + system CPU of a process in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface MeasuredServer {
  url: string;
  child: ChildProcess;
  /** the server's CPU so far, ms */
  cpu(): number;
  stop(): Promise<void>;
}

/**
 * Starts `server` (default `dist/api/server.js`) on `port` against `databaseUrl`, with
 * `--cpu-prof` into `profileDir` when given, and waits for its health.
 */
export async function startMeasuredServer(options: { port: number; databaseUrl: string; server?: string; profileDir?: string }): Promise<MeasuredServer> {
  const { port, databaseUrl, server = 'dist/api/server.js', profileDir } = options;
  const child = spawn(process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []), server], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STAND_INS: 'on', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, 180_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, child, cpu: () => cpuMs(child.pid!), stop };
}
