/** A temporary copy of the catalogue (schemas, ui-schemas, locales, fixtures) for tests that change it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface CatalogCopy {
  root: string;
  /** path inside the copy */
  at(rel: string): string;
  readJson(rel: string): Record<string, unknown>;
  writeJson(rel: string, value: unknown): void;
  writeText(rel: string, text: string): void;
  remove(): void;
}

/** Copies the repository's catalogue to a fresh temporary folder. */
export function copyCatalog(): CatalogCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-catalog-'));
  for (const dir of ['schemas', 'ui-schemas', 'locales', 'tests/fixtures']) fs.cpSync(dir, path.join(root, dir), { recursive: true });
  const at = (rel: string) => path.join(root, rel);
  return {
    root,
    at,
    readJson: (rel) => JSON.parse(fs.readFileSync(at(rel), 'utf8')) as Record<string, unknown>,
    writeJson: (rel, value) => {
      fs.mkdirSync(path.dirname(at(rel)), { recursive: true });
      fs.writeFileSync(at(rel), `${JSON.stringify(value, null, 2)}\n`);
    },
    writeText: (rel, text) => fs.writeFileSync(at(rel), text),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
