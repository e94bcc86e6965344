/**
 * The server bundle (scripts/lib/api-bundle.mjs) keeps out of what a start loads — the entry
 * file and the chunks it imports statically — what a start on the embedded SQLite database
 * does not run: pg, fontkit, PDF, CMS and XML-signature libraries, the QR coder, the mail
 * sink's server and Swagger UI sit in chunks (or stay external) read at first use
 * (decisions 0131, 0161).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleApi } from '../../../scripts/lib/api-bundle.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bundle-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The text of the entry and of every chunk it imports statically, directly or through another chunk. */
function loadedAtStart(entryFile: string): string[] {
  const texts: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    texts.push(text);
    for (const m of text.matchAll(/^import\s(?:[^"'()]*?\sfrom\s)?["'](\.{1,2}\/[^"']+)["']/gm)) visit(path.resolve(path.dirname(file), m[1]));
  };
  visit(entryFile);
  return texts;
}

describe('bundleApi', () => {
  it('leaves the libraries a start does not run out of what it loads, in chunks beside it', async () => {
    await bundleApi(path.join(dir, 'server.js'));
    const atStart = loadedAtStart(path.join(dir, 'server.js')).join('\n');
    const chunks = fs.readdirSync(path.join(dir, 'chunks')).map((name) => fs.readFileSync(path.join(dir, 'chunks', name), 'utf8'));
    const lazy = [
      'pg/lib/',
      '@pdf-lib/fontkit/',
      'pdf-lib/',
      'pkijs/',
      'asn1js/build/',
      'xml-crypto/',
      '@xmldom/xmldom/',
      'qrcode/',
      'smtp-server/',
      '@signpdf/',
    ];
    for (const marker of lazy.map((p) => `// node_modules/${p}`)) {
      expect(atStart, marker).not.toContain(marker);
      expect(chunks.some((chunk) => chunk.includes(marker))).toBe(true);
    }
    // Swagger UI (external) is imported only by its first request
    expect(atStart).not.toMatch(/^import\s[^"']*["']@fastify\/swagger-ui["']/m);
    expect(atStart).toContain('import("@fastify/swagger-ui")');
    // the server's own code stays in the entry
    expect(atStart).toContain('// api/server.ts');
  }, 180_000);
});
