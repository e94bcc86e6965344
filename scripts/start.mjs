// `npm start`: builds only when the sources changed since the last finished build (the build
// stamp, lib/build-stamp.mjs), then runs the production server, passing signals on.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent } from './lib/build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (buildIsCurrent(root)) {
  console.log('start: the build in dist/ is current');
} else {
  console.log('start: sources changed since the last build (or there is none): npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [path.join(root, 'dist', 'api', 'server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
