/**
 * Which source files make up a built chunk, from its source map: every mapped segment's
 * generated characters are credited to the segment's source. Answers "what does the entry
 * chunk carry that it should not" when a page is over its bundle budget.
 *
 *   npx tsx bench/chunk-sources.ts dist/client/assets/workplace-XXXX.js [top=30]
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
export function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    if (digit < 0) throw new Error(`not base64 VLQ: ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/**
 * Generated characters per source file of a chunk.
 * @param code the chunk's text
 * @param map its source map (v3)
 */
export function charsBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const lines = code.split('\n');
  const totals = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    const length = lines[lineNo]?.length ?? 0;
    let column = 0;
    const segments = line ? line.split(',').map(decodeVlq) : [];
    segments.forEach((seg, i) => {
      column += seg[0];
      if (seg.length >= 4) source += seg[1];
      const end = i + 1 < segments.length ? column + segments[i + 1][0] : length;
      if (seg.length >= 4) totals.set(map.sources[source], (totals.get(map.sources[source]) ?? 0) + (end - column));
    });
  });
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  const top = Number(process.argv[3] ?? 30);
  const totals = charsBySource(fs.readFileSync(file, 'utf8'), JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  const byPackage = new Map<string, number>();
  for (const [source, chars] of totals) {
    const key = source.includes('node_modules/') ? source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'npm:$1') : source.replace(/^(\.\.\/)+/, '');
    byPackage.set(key, (byPackage.get(key) ?? 0) + chars);
  }
  for (const [key, chars] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(chars / 1024).toFixed(1).padStart(8)} KB  ${key}`);
}
