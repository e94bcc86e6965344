/**
 * The server bundle (scripts/lib/api-bundle.mjs) keeps out of its entry file what a start on
 * the embedded SQLite database does not run: pg and fontkit sit in chunks read at first use
 * (decision 0131).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleApi } from '../../../scripts/lib/api-bundle.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bundle-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('bundleApi', () => {
  it('leaves pg and fontkit out of the entry, in chunks beside it', async () => {
    await bundleApi(path.join(dir, 'server.js'));
    const entry = fs.readFileSync(path.join(dir, 'server.js'), 'utf8');
    const chunks = fs.readdirSync(path.join(dir, 'chunks')).map((name) => fs.readFileSync(path.join(dir, 'chunks', name), 'utf8'));
    for (const marker of ['// node_modules/pg/lib/', '// node_modules/@pdf-lib/fontkit/']) {
      expect(entry).not.toContain(marker);
      expect(chunks.some((chunk) => chunk.includes(marker))).toBe(true);
    }
    // the server's own code stays in the entry
    expect(entry).toContain('// api/server.ts');
  }, 120_000);
});
