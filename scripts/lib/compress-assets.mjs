// Precompression of the built browser assets: every hashed text asset under
// dist/client/assets gets a brotli (.br, quality 11) and a gzip (.gz, level 9) sibling when
// that is smaller. The server (api/plugins/faces.ts, @fastify/static preCompressed) sends
// the sibling the browser accepts, with Content-Encoding, so nothing is compressed per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|html|txt|wasm)$/; // not .map: source maps are fetched only by developer tools

/** Writes .br and .gz next to each text asset in `dir`; returns what was written. */
export function compressAssets(dir) {
  const written = [];
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!TEXT.test(name) || !fs.statSync(file).isFile()) continue;
    const raw = fs.readFileSync(file);
    const variants = {
      br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gz: zlib.gzipSync(raw, { level: 9 }),
    };
    for (const [ext, bytes] of Object.entries(variants)) {
      if (bytes.length >= raw.length) continue;
      fs.writeFileSync(`${file}.${ext}`, bytes);
      written.push({ file: `${name}.${ext}`, raw: raw.length, compressed: bytes.length });
    }
  }
  return written;
}
