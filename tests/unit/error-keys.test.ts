import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every `'errors.…'` key the server or the domain can send has a text in lt and en. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

const has = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree) !== undefined;

const keys = new Set(
  [...sourceFiles('api'), ...sourceFiles('src/domain')].flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/'(errors\.[a-z0-9_]+)'/g)].map((m) => m[1])),
);

describe.each(['lt', 'en'])('error texts in locales/%s/common.json', (lng) => {
  const texts = JSON.parse(fs.readFileSync(`locales/${lng}/common.json`, 'utf8')) as unknown;
  it('exist for every error key the API sends', () => {
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((k) => !has(texts, k))).toEqual([]);
  });
});
