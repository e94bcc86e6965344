/**
 * Every portal string and form label exists in both languages (issue #8 item 3): English is
 * lazily loaded and Lithuanian is its fallback, so a key missing in English would show a
 * Lithuanian text inside an English page. Checked file by file: every English file has exactly
 * the keys of its Lithuanian twin (plural forms compared by their base key: Lithuanian has
 * _few/_many, English does not); and every namespace the portal uses has an English file —
 * the shell and form namespaces, and the labels of every type of the portal's catalogue
 * families (requests, certificates). Workplace-only document types stay Lithuanian.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve(import.meta.dirname, '../../../locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`.replace(PLURAL, '')],
  );

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
const namespaceOf = (file: string, lng: string) =>
  path
    .relative(path.join(LOCALES, lng), file)
    .replace(/\\/g, '/')
    .replace(/\.json$/, '');

const english = filesUnder(path.join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));
const typesOf = (family: string) =>
  fs.existsSync(path.resolve(LOCALES, '../schemas', family))
    ? fs
        .readdirSync(path.resolve(LOCALES, '../schemas', family))
        .filter((f) => f.endsWith('.schema.json'))
        .map((f) => `types/${f.replace(/\.schema\.json$/, '')}`)
    : [];

describe('locales: English has every key Lithuanian has', () => {
  it.each(english.map((file) => [namespaceOf(file, 'en'), file]))('%s', (namespace, file) => {
    const lt = path.join(LOCALES, 'lt', `${namespace}.json`);
    expect(fs.existsSync(lt), `${namespace} has no Lithuanian file`).toBe(true);
    expect([...new Set(keysOf(read(file)))].sort()).toEqual([...new Set(keysOf(read(lt)))].sort());
  });
});

describe('locales: every namespace of the portal exists in English', () => {
  // a type whose labels all live in shared namespaces has no file of its own, in either language
  const portal = [
    'common',
    'form',
    'fields',
    'validation',
    'requests',
    'certificates',
    'ntrServices',
    'selfService',
    'approval',
    ...typesOf('requests'),
    ...typesOf('certificates'),
  ].filter((namespace) => fs.existsSync(path.join(LOCALES, 'lt', `${namespace}.json`)));
  it.each(portal)('%s', (namespace) => {
    expect(fs.existsSync(path.join(LOCALES, 'en', `${namespace}.json`)), `locales/en/${namespace}.json`).toBe(true);
  });
});
