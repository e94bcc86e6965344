/**
 * The schema version a document is pinned to: the first 16 hex digits of the SHA-256 of its
 * type's bundled schema. One definition, used by the documents service and the seed.
 */
import { createHash } from 'node:crypto';

export const schemaVersionOf = (schema: unknown): string => createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16);
