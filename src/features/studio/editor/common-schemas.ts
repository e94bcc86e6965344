/**
 * The shared definitions of the catalogue (schemas/common/*.schema.json), bundled into the
 * studio's chunk only: the editor completes `$ref`s with them and the preview bundles a draft
 * against them as the server does.
 */
import type { CommonSchemaFile } from './common-defs';

const FILES = import.meta.glob<Record<string, unknown>>('/schemas/common/*.schema.json', { eager: true, import: 'default' });

/** schemas/common, by file name, in name order. */
export const COMMON_SCHEMAS: readonly CommonSchemaFile[] = Object.entries(FILES)
  .map(([path, schema]) => ({ file: path.slice(path.lastIndexOf('/') + 1), schema }))
  .sort((a, b) => a.file.localeCompare(b.file));
