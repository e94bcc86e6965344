// Part of `npm run build`: precompress dist/client/assets (see lib/compress-assets.mjs).
import path from 'node:path';
import { compressAssets } from './lib/compress-assets.mjs';

const dir = path.resolve(import.meta.dirname, '..', 'dist', 'client', 'assets');
const written = compressAssets(dir);
const raw = written.filter((w) => w.file.endsWith('.br')).reduce((n, w) => n + w.raw, 0);
const br = written.filter((w) => w.file.endsWith('.br')).reduce((n, w) => n + w.compressed, 0);
console.log(`compress-assets: ${written.length} file(s); brotli ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB`);
