/**
 * The docs are maps: every path a README or a decision quotes must exist, and decision
 * numbers are unique (docs/decisions/README.md). A renamed or deleted file fails here,
 * naming the document and the path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { duplicateNumbers, expandBraces, folderNames, markdownFiles, pathExists, quotedPaths, topLevelNames } from './doc-paths';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DECISIONS = path.join(ROOT, 'docs/decisions');
const TOP = topLevelNames(ROOT);

describe('paths quoted in the docs', () => {
  it('finds the READMEs and the decisions', () => {
    const files = markdownFiles(ROOT);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/decisions/README.md');
    expect(files.some((f) => f.startsWith('docs/decisions/0001-'))).toBe(true);
  });

  it('every quoted path exists', () => {
    const missing = markdownFiles(ROOT).flatMap((file) =>
      quotedPaths(fs.readFileSync(path.join(ROOT, file), 'utf8'), file, TOP, folderNames(ROOT, path.dirname(file)))
        .filter((p) => !p.resolved.some((resolved) => pathExists(ROOT, resolved)))
        .map((p) => `${file}: ${p.quoted}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the path finder', () => {
  const top = new Set(['api', 'src', 'schemas', 'vite.config.ts', 'data']);
  const local = new Set(['modules', 'api']);
  const found = (markdown: string, file = 'api/README.md') => quotedPaths(markdown, file, top, local).flatMap((p) => p.resolved);

  it('takes relative links from the file and backticked paths from the root', () => {
    expect(found('[auth](modules/auth/README.md#sessions) and `src/domain/schema/field-errors.ts`, `schemas/`')).toEqual([
      'api/modules/auth/README.md',
      'src/domain/schema/field-errors.ts',
      'schemas/',
    ]);
    expect(found('`vite.config.ts` `src/app/theme.ts:12`')).toEqual(['vite.config.ts', 'src/app/theme.ts']);
  });

  it('takes a backticked path from the folder too when its first segment is there', () => {
    expect(found('`modules/files/sniff.ts` `api/get-catalog.ts`')).toEqual(['api/modules/files/sniff.ts', 'api/get-catalog.ts', 'api/api/get-catalog.ts']);
  });

  it('leaves routes, placeholders, URLs, words and code blocks alone', () => {
    const markdown = [
      '`/api/documents/:id` `GET {base}/tooltip` `schemas/<family>/<type>.schema.json` `api/*.ts`',
      '`src` `application/json` [site](https://example.org/a.md) [here](#speed)',
      '```sh\nnpx tsx api/missing.ts `api/missing.ts`\n```',
    ].join('\n');
    expect(found(markdown)).toEqual([]);
  });

  it('expands brace lists', () => {
    expect(expandBraces('src/features/{auth,cart}/README.md')).toEqual(['src/features/auth/README.md', 'src/features/cart/README.md']);
  });

  it('accepts run-time folders and refuses a missing path', () => {
    expect(pathExists(ROOT, 'data/registry.sqlite')).toBe(true);
    expect(pathExists(ROOT, 'src/domain/no-such-file.ts')).toBe(false);
  });
});

describe('decision numbers', () => {
  const names = fs.readdirSync(DECISIONS).filter((name) => name !== 'README.md');

  it('every decision file is NNNN-slug.md with its number in its title', () => {
    const wrong = names.filter((name) => {
      const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name)?.[1];
      return !number || !fs.readFileSync(path.join(DECISIONS, name), 'utf8').startsWith(`# ${number}. `);
    });
    expect(wrong).toEqual([]);
  });

  it('no number is used twice', () => {
    expect(duplicateNumbers(names)).toEqual([]);
    expect(duplicateNumbers(['0010-a.md', '0010-b.md', '0011-c.md'])).toEqual(['0010']);
  });

  it('the index lists every decision', () => {
    const index = fs.readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
    expect(names.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });

  it('the index lists each decision once', () => {
    const index = fs.readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
    expect(names.filter((name) => index.split(`(${name})`).length > 2)).toEqual([]);
  });
});
