/**
 * Builds the bench-only baseline page (bench/form-baseline/) into .tmp/bench/form-baseline:
 * a separate Vite build, so nothing of it reaches the app's bundle (dist/client).
 *   npx vite build --config bench/form-baseline/vite.config.ts
 */
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: path.resolve(import.meta.dirname, '../../.tmp/bench/form-baseline'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
  },
});
