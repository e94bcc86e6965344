import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, sourceHash, writeStamp } from '../../../scripts/lib/build-stamp.mjs';

let root: string;

function tree(): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-stamp-'));
  fs.mkdirSync(path.join(root, 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(root, 'src', 'README.md'), '# src\n');
  fs.mkdirSync(path.join(root, 'dist', 'api'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist', 'api', 'server.js'), '');
  return root;
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('build stamp (npm start builds only when sources changed)', () => {
  it('is current right after a build is stamped', () => {
    writeStamp(tree());
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('is stale when a source file changes, appears or goes away', () => {
    writeStamp(tree());
    fs.writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 2;\n');
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(root);
    fs.writeFileSync(path.join(root, 'src', 'b.ts'), '');
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(root);
    fs.rmSync(path.join(root, 'src', 'b.ts'));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('ignores documentation changes', () => {
    writeStamp(tree());
    fs.writeFileSync(path.join(root, 'src', 'README.md'), '# src, reworded\n');
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('is stale without a stamp or without the server bundle', () => {
    tree();
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(root);
    fs.rmSync(path.join(root, 'dist', 'api', 'server.js'));
    expect(buildIsCurrent(root)).toBe(false);
    expect(sourceHash(root)).toMatch(/^[0-9a-f]{64}$/);
  });
});
