// npm run dev — the API (tsx watch, port API_PORT=3001) and the Vite dev server with HMR
// (port 5173) side by side; Vite proxies /api and /sav to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT || '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, CLIENT_DIR: '.dev-no-client' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);
