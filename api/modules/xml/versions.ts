/**
 * The versions of the XML interface (decision 0105): what generated/xml holds now, each file
 * with its version — a type's schema version (`schemaVersionOf` of its bundled schema, the
 * version its items pin) or, for common.xsd, the SHA-256 prefix of its text — and the row it is
 * kept as. An earlier type XSD includes the common version it was published with.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { XML_FORMAT_VERSION } from '../../../src/domain/xml/names.js';
import { loadPdfLabels } from '../certificate-issue/labels.js';
import { schemaVersionOf } from '../items/schema-version.js';
import type { NewStoredVersion } from './repository.js';

export const XML_DIR = path.join('generated', 'xml');
/** The included file of shared definitions; it has no description. */
export const COMMON = 'common';
const COMMON_TITLE = 'Bendri tipai';
const COMMON_INCLUDE = 'schemaLocation="common.xsd"';

/** One generated file set as it is now. */
export interface CurrentFile {
  /** the file name without extension: the type id, or `common` */
  name: string;
  typeId: string | null;
  title: string;
  family: string | null;
  schemaVersion: string;
  /** common's version the XSD includes; null for common itself */
  commonVersion: string | null;
  xsd: Buffer;
  description: string | null;
  /** the bundled JSON schema (stored for XML bodies of items pinned to this version); null for common */
  jsonSchema: string | null;
}

const textVersion = (text: Buffer): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The version of generated/xml/common.xsd under `root` (what a type XSD published now includes), null without one. */
export function currentCommonVersion(root: string): string | null {
  const file = path.join(root, XML_DIR, `${COMMON}.xsd`);
  return fs.existsSync(file) ? textVersion(fs.readFileSync(file)) : null;
}

/** Reads generated/xml under `root` for the catalogue's types (a type without a generated XSD is left out), common last. */
export function readCurrentFiles(root: string, types: readonly { id: string; family: string; schema: unknown }[]): CurrentFile[] {
  const dir = path.join(root, XML_DIR);
  const title = loadPdfLabels(root).typeTitle;
  const read = (name: string) => {
    const file = path.join(dir, `${name}.xsd`);
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  };
  const common = read(COMMON);
  const commonVersion = common ? textVersion(common) : null;
  const files: CurrentFile[] = [];
  for (const type of types) {
    const xsd = read(type.id);
    if (!xsd) continue;
    const html = path.join(dir, `${type.id}.html`);
    const description = fs.existsSync(html) ? fs.readFileSync(html, 'utf8') : null;
    files.push({
      name: type.id,
      typeId: type.id,
      title: title(type.id),
      family: type.family,
      schemaVersion: schemaVersionOf(type.schema),
      commonVersion,
      xsd,
      description,
      jsonSchema: JSON.stringify(type.schema),
    });
  }
  if (common)
    files.push({
      name: COMMON,
      typeId: null,
      title: COMMON_TITLE,
      family: null,
      schemaVersion: commonVersion!,
      commonVersion: null,
      xsd: common,
      description: null,
      jsonSchema: null,
    });
  return files;
}

/** The row a current file is kept as, first published at `at`. */
export const rowOf = (f: CurrentFile, at: string): NewStoredVersion => ({
  type_id: f.name,
  schema_version: f.schemaVersion,
  xml_version: XML_FORMAT_VERSION,
  common_version: f.commonVersion,
  xsd: f.xsd.toString('utf8'),
  description: f.description,
  json_schema: f.jsonSchema,
  published_at: at,
});

/** An earlier type XSD served: its include names the common version it was published with (resolved relative to the XSD's address). */
export const withCommonVersion = (xsd: string, commonVersion: string | null): string =>
  commonVersion === null ? xsd : xsd.replace(COMMON_INCLUDE, `schemaLocation="common.xsd?schemaVersion=${commonVersion}"`);
