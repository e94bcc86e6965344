/**
 * Source hashes of the catalogue's types: a SHA-256 of everything a type's bundled schema,
 * ui file and precompiled validators are made from (its schema and ui file, every common
 * schema file, the shared ui definitions). npm run gen writes the hash into the type's
 * generated module; the server's start-up trusts a module whose hash matches the files on
 * disk instead of re-bundling the whole catalogue to compare (see load-types.ts).
 *
 * The hash is of the parsed JSON (JSON.stringify), not of the bytes: the catalogue is built
 * from parsed values, so reformatting a file changes nothing and needs no npm run gen.
 */
import { createHash } from 'node:crypto';
import type { RawCatalog, RawType } from '../../../src/domain/schema/catalog.js';

/**
 * Bumped whenever the bundler, the catalogue assembly or the generated module format changes
 * in a way the sources do not show: every module then counts as stale until npm run gen.
 */
export const SOURCE_HASH_FORMAT = 1;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A function giving each type's source hash; the common part is hashed once.
 * @param raw the catalogue as read from disk
 */
export function sourceHasher(raw: Pick<RawCatalog, 'common' | 'uiDefinitions'>): (type: RawType) => string {
  const common = sha256(JSON.stringify([SOURCE_HASH_FORMAT, raw.common, raw.uiDefinitions ?? null]));
  return (type) => sha256(JSON.stringify([common, type.id, type.family, type.schema, type.ui ?? null]));
}

/**
 * Every type's source hash, by type id (the last one wins for a duplicate id: such a catalogue
 * does not assemble, so no module is ever generated from it).
 * @param raw the catalogue as read from disk
 */
export function sourceHashes(raw: RawCatalog): Map<string, string> {
  const hash = sourceHasher(raw);
  return new Map(raw.types.map((t) => [t.id, hash(t)]));
}
