/**
 * Which version of a type the browser should draw (decision 0157): a build type's chunk is
 * hashed as the server hashes a type's bundled schema (api/modules/items/schema-version.ts,
 * SHA-256 of its JSON, 16 hex digits) and compared with the version the server's catalogue
 * names current, so a type republished in the schema studio since the build is drawn from the
 * server's module. The catalogue is asked once per page load (the same request as useCatalog's
 * when both ask at once).
 */
import { preload } from 'swr';
import { catalogKey, getCatalog } from './catalog';

/**
 * The schema version of a bundled schema; undefined where the browser has no Web Crypto
 * (a page served neither over HTTPS nor from localhost): the caller keeps the build's chunk.
 */
export async function schemaVersionOf(schema: unknown): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(schema)));
  return [...new Uint8Array(digest, 0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

let versions: Promise<ReadonlyMap<string, string>> | undefined;

/**
 * The version the server draws a new document of each type with; empty when the catalogue
 * cannot be read (signed out, offline: the build's chunks stand), asked again next time.
 */
export function currentVersions(): Promise<ReadonlyMap<string, string>> {
  if (!versions) {
    // a fetcher that throws at once (no client) is a failed answer too, not an exception here
    const asked = Promise.resolve()
      .then(() => preload(catalogKey, getCatalog) as ReturnType<typeof getCatalog>)
      .then((catalog) => new Map(catalog.map((entry) => [entry.id, entry.schemaVersion])));
    versions = asked.catch(() => {
      versions = undefined;
      return new Map<string, string>();
    });
  }
  return versions;
}

/** The version the server names current for a type, if it said. */
export const currentVersion = async (typeId: string): Promise<string | undefined> => (await currentVersions()).get(typeId);
