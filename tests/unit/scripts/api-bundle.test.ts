/**
 * The server bundle (scripts/lib/api-bundle.mjs) keeps out of what a start loads — the entry
 * file and the chunks it imports statically — what a start on the embedded SQLite database
 * does not run: pg, fontkit, PDF, CMS and XML-signature libraries, the QR coder, the mail
 * sink's server, @fastify/swagger with yaml and Swagger UI sit in chunks (or stay external) read at first use
 * (decisions 0131, 0161, 0175). A lazily imported CommonJS package's chunk exports only `default`, so
 * the server reads its exports through commonJs() (api/lib/lazy.ts) or reads only `default`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleApi, EXTERNAL } from '../../../scripts/lib/api-bundle.mjs';

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

/** Every `import('<package>')` of the server's sources, with where it is and whether it reads only `default` (or nothing) of what it gets. */
function lazyPackageImports(root: string): { where: string; name: string; defaultOnly: boolean }[] {
  const found: { where: string; name: string; defaultOnly: boolean }[] = [];
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/\bimport\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g)) {
      const line = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index).trimStart();
      if (line.startsWith('*') || line.startsWith('//')) continue; // a comment's example
      const before = text.slice(Math.max(0, m.index - 60), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
      const defaultOnly =
        /commonJs\(\s*\(\)\s*=>\s*$/.test(before) || // wrapped: exports by name either way
        /\{\s*default:\s*\w+\s*\}\s*=\s*await\s+$/.test(before) || // const { default: x } = await import(…)
        /^\s*\.then\(\s*\(\{\s*default:\s*\w+\s*\}\)/.test(after) || // import(…).then(({ default: x }) …
        (/\(\s*await\s+$/.test(before) && /^\)\.default\b/.test(after)) || // (await import(…)).default
        (/(^|\n)\s*await\s+$/.test(before) && /^\s*;/.test(after)); // await import(…); for its side effects
      found.push({ where: `${path.join(root, file)}:${text.slice(0, m.index).split('\n').length}`, name: m[1], defaultOnly });
    }
  }
  return found;
}

/** Whether the bundle's chunk of `name` (imported lazily) exports only `default`: a CommonJS package. */
async function chunkExportsOnlyDefault(name: string): Promise<boolean> {
  const result = await build({
    stdin: { contents: `export const load = () => import(${JSON.stringify(name)});`, resolveDir: process.cwd(), loader: 'ts' },
    outdir: path.join(dir, 'probe'),
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: [...EXTERNAL],
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const chunk = Object.values(result.metafile.outputs).find((o) => o.entryPoint && o.entryPoint !== '<stdin>');
  if (!chunk) throw new Error(`no chunk of ${name}`);
  return chunk.exports.length === 1 && chunk.exports[0] === 'default';
}

describe('bundleApi', () => {
  it("reads a lazily imported CommonJS package's exports through commonJs() or by default only", async () => {
    const lazy = lazyPackageImports('api').filter((i) => !EXTERNAL.includes(i.name));
    expect(lazy.map((i) => i.name)).toContain('pdf-lib');
    const unsafe: string[] = [];
    for (const i of lazy.filter((x) => !x.defaultOnly)) if (await chunkExportsOnlyDefault(i.name)) unsafe.push(`${i.where} import('${i.name}')`);
    expect(unsafe).toEqual([]);
  }, 60_000);

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
    // the OpenAPI document is made at its first request (decision 0175)
    for (const marker of ['@peculiar/x509/', 'reflect-metadata/', 'tsyringe/', '@fastify/swagger/', 'yaml/', 'json-schema-resolver/'].map(
      (p) => `// node_modules/${p}`,
    ))
      expect(atStart, marker).not.toContain(marker);
    // Swagger UI (external) is imported only by its first request
    expect(atStart).not.toMatch(/^import\s[^"']*["']@fastify\/swagger-ui["']/m);
    expect(atStart).toContain('import("@fastify/swagger-ui")');
    // the server's own code stays in the entry
    expect(atStart).toContain('// api/server.ts');
  }, 180_000);
});
