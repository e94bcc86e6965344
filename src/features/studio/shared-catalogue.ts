/**
 * The shared schemas a draft is written against, bundled into the studio's chunk only (the
 * browser's other pages never load them): schemas/common (the `$defs` a type refers to), offered
 * by the editor's completion. The check against the whole shared catalogue runs on the server
 * (api/modules/studio/preview.ts, decision 0135).
 */
import type { SchemaFile } from '../../domain/schema/bundle';

type Json = Record<string, unknown>;

const COMMON = import.meta.glob<Json>('/schemas/common/*.schema.json', { eager: true, import: 'default' });

/** schemas/common/*.schema.json as parsed files, in name order. */
export const COMMON_SCHEMAS: SchemaFile[] = Object.entries(COMMON)
  .map(([path, schema]) => ({ file: path.slice(1), schema }))
  .sort((a, b) => a.file.localeCompare(b.file));
