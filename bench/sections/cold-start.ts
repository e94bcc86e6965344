/** Cold start: process start to the first successful GET /api/health (target ≤ 1 s). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { median, ROOT, TMP, waitForHealth, type Figure, type Section } from '../lib.js';
import { compared } from '../report.js';

const RUNS = 5;
const PORT = 4830;

async function once(database: string): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, ['dist/api/server.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: database },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${PORT}`, 30_000);
  const elapsed = performance.now() - start;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return elapsed;
}

export const coldStart: Section = {
  name: 'cold-start',
  describe: 'process start → first healthy response, on an already migrated and seeded SQLite database',
  async run(): Promise<Figure[]> {
    const database = `sqlite:${path.join(TMP, 'cold-start.sqlite')}`;
    await once(database); // first start migrates and seeds; not counted
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await once(database));
    const baseline = median(await Promise.all([0, 1, 2].map(() => nodeBare())));
    const value = median(times);
    return [
      compared({
        section: 'cold-start',
        name: `median of ${RUNS} starts`,
        value,
        unit: 'ms',
        baseline: { name: 'bare `node -e 0`', value: baseline },
        target: '≤ 500 ms',
        met: value <= 500,
      }),
    ];
  },
};

function nodeBare(): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => {
    spawn(process.execPath, ['-e', '0']).once('exit', () => resolve(performance.now() - start));
  });
}
