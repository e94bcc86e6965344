/**
 * The browser bundle holds no AJV compiler and loads each type lazily: a Vite production
 * build of what the renderer imports (bundle-entry.ts), checked chunk by chunk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPILED } from '../../src/domain/generated/validators/index.js';
import { FAMILIES } from '../../src/domain/schema/vocabulary.js';

// Strings only AJV's compiler (core, codegen, meta-schemas, ajv-formats) contains.
const COMPILER_MARKERS = [
  'schema with key or id',
  'CodeGen: invalid export name',
  "can't resolve reference",
  'strict mode: ',
  'https://json-schema.org/draft/2020-12/meta/core',
];

describe('browser bundle', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-bundle-'));
  let chunks: { file: string; code: string }[] = [];

  beforeAll(async () => {
    await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        lib: { entry: path.resolve('tests/schema/bundle-entry.ts'), formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
      },
    });
    chunks = fs
      .readdirSync(outDir)
      .filter((f) => f.endsWith('.js'))
      .map((file) => ({ file, code: fs.readFileSync(path.join(outDir, file), 'utf8') }));
  }, 120_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('contains no AJV compiler in any chunk', () => {
    expect(chunks.length).toBeGreaterThan(1);
    for (const { file, code } of chunks) for (const marker of COMPILER_MARKERS) expect(code.includes(marker), `${file} contains "${marker}"`).toBe(false);
  });

  it('the markers do identify the compiler (they are in AJV itself)', () => {
    const dist = (f: string) => fs.readFileSync(`node_modules/ajv/dist/${f}`, 'utf8');
    const ajv = ['core.js', 'compile/codegen/code.js', 'compile/ref_error.js', 'compile/util.js', 'refs/json-schema-2020-12/meta/core.json']
      .map(dist)
      .join('\n');
    for (const marker of COMPILER_MARKERS) expect(ajv.includes(marker), marker).toBe(true);
  });

  it('puts each type in its own chunk, apart from the entry', () => {
    const entry = chunks.find((c) => c.file === 'entry.js')!;
    for (const typeId of Object.keys(PRECOMPILED)) {
      // Any family's type: documents, requests, certificates.
      const own = chunks.filter((c) => FAMILIES.some((family) => c.code.includes(`https://registrai.lt/schemas/${family}/${typeId}.schema.json`)));
      expect(own.length, typeId).toBeGreaterThan(0);
      expect(
        own.some((c) => c === entry),
        `${typeId} is in the entry chunk`,
      ).toBe(false);
    }
  });
});
