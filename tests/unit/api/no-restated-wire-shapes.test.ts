/**
 * A wire shape is declared once, in src/domain/contracts (issue #15): no hand-written
 * interface in the API's modules or the browser's API clients restates an object the
 * contracts declare. An interface whose property names are exactly those of a contract
 * object (of three or more properties) is such a copy: its type is the contract's
 * (`FromSchema`, `ResponseOf`, … with `Answer<>` or `Omit<…> & {…}`, docs/contracts.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const contractsDir = path.join(root, 'src/domain/contracts');

/** The property-name sets of every object schema reachable from a value (endpoints, pieces, families' endpoints). */
function collect(value: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const properties = (value as { properties?: unknown }).properties;
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    const names = Object.keys(properties);
    if (names.length >= 3) into.add([...names].sort().join(','));
  }
  for (const child of Object.values(value)) collect(child, into, seen);
}

async function contractShapes(): Promise<Set<string>> {
  const shapes = new Set<string>();
  for (const file of fs.readdirSync(contractsDir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      // endpoints declared per family are functions of the family
      const values =
        typeof value === 'function'
          ? (['documents', 'requests', 'certificates'] as const).map((f) => safely(() => (value as (f: string) => unknown)(f)))
          : [value];
      for (const v of values) collect(v, shapes);
    }
  }
  return shapes;
}

function safely(make: () => unknown): unknown {
  try {
    return make();
  } catch {
    return undefined;
  }
}

const sourceFiles = (dir: string, keep: (file: string) => boolean): string[] =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => /\.tsx?$/.test(f) && keep(f));

/** Each interface of a file with the names of its own (not inherited) properties. */
function interfaces(file: string): { name: string; properties: string[] }[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const found: { name: string; properties: string[] }[] = [];
  for (const match of text.matchAll(/^(?:export )?interface (\w+)[^{\n]*\{\n([\s\S]*?)^\}/gm)) {
    const properties = [...match[2]!.matchAll(/^ {2}(?:readonly )?(\w+)\??:/gm)].map((m) => m[1]!);
    found.push({ name: match[1]!, properties });
  }
  return found;
}

/**
 * Interfaces that share a contract object's property names but are not its copy: the server's
 * parsed form of a query (lists already split from comma-separated text) or the caller's
 * (lists joined before sending). Judged one by one; nothing else may join them.
 */
const NOT_COPIES = ['api/modules/acl/repository.ts: ListFilter', 'api/modules/documents/service.ts: ListQuery', 'src/lib/api/items.ts: ItemListQuery'];

describe('wire shapes are declared once, in the contracts', () => {
  it('no interface of the API modules or the browser API clients restates a contract object', async () => {
    const shapes = await contractShapes();
    expect(shapes.size).toBeGreaterThan(50);
    const files = [
      ...sourceFiles('api/modules', (f) => !f.includes('.test.')),
      ...sourceFiles('src/features', (f) => f.split(path.sep).includes('api')),
      ...sourceFiles('src/lib/api', () => true),
    ];
    const copies = files.flatMap((file) =>
      interfaces(file)
        .filter(({ properties }) => properties.length >= 3 && shapes.has([...properties].sort().join(',')))
        .map(({ name }) => `${file}: ${name}`),
    );
    expect(copies.map((c) => c.split(path.sep).join('/')).sort()).toEqual([...NOT_COPIES].sort());
  });
});
