/**
 * The published XML interface (api/modules/xml, decisions 0058 and 0105): the list of the
 * XSDs — the current ones and every earlier version kept — one XSD file and one type's XML
 * description, at a version (`?schemaVersion=`). Open: no sign-in (spec §2.1 open routes).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { tagged } from './endpoint.js';
import { itemsOf } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['xml']);

/** A generated file's name without its extension: a type id or `common`. */
const fileName = { type: 'string', maxLength: 100 } as const;

/** A schema version: the 16 hex digits items pin (common.xsd: of its text). */
const schemaVersion = { type: 'string', pattern: '^[0-9a-f]{16}$' } as const;

/** `?schemaVersion=`: an earlier, kept version; absent: the current one. */
const versionQuery = closedObject({ schemaVersion });

export const xmlSchemaItem = exact({
  /** the file name without extension: the type id, or `common` */
  name: { type: 'string' },
  /** the catalogue type id, null for common.xsd */
  typeId: { type: ['string', 'null'] },
  /** the type's Lithuanian title (common.xsd: its own) */
  title: { type: 'string' },
  /** documents | requests | certificates; null for common.xsd */
  family: { type: ['string', 'null'] },
  /** XML_FORMAT_VERSION, the `v<N>` of the namespace */
  version: { type: 'integer' },
  /** the schema version (what items pin); common.xsd: the hash of its text */
  schemaVersion: { type: 'string' },
  /** the version new items are pinned to now; false for an earlier one, served with ?schemaVersion= */
  current: { type: 'boolean' },
  /** the date the server first published this version (YYYY-MM-DD) */
  date: { type: 'string' },
  /** `<name>.xsd`, served by GET /xsdschema/:xsdName */
  xsd: { type: 'string' },
  /** `<name>.html`, served by GET /xmldescription/:xmlName; null for common.xsd */
  description: { type: ['string', 'null'] },
});
export type XmlSchemaItem = FromSchema<typeof xmlSchemaItem>;

export const listXmlSchemas = api.get(
  '/xsdschema',
  'The published XSDs: per type (common.xsd last) the current version first, then every earlier version kept, newest first',
  { responses: { 200: itemsOf(xmlSchemaItem) } },
);

export const getXsd = api.get(
  '/xsdschema/:xsdName',
  'One XSD file (application/xml, as a download), the current or an earlier version (?schemaVersion=); unknown names and versions 404',
  { params: { type: 'object', properties: { xsdName: fileName }, required: ['xsdName'] }, query: versionQuery, responses: {} },
);

export const getXmlDescription = api.get(
  '/xmldescription/:xmlName',
  "One type's XML description (text/html under a CSP allowing no scripts), the current or an earlier version (?schemaVersion=); unknown names and versions 404",
  { params: { type: 'object', properties: { xmlName: fileName }, required: ['xmlName'] }, query: versionQuery, responses: {} },
);

/** One type in the administration's generation view (/admin/generavimas, decision 0119). */
const schemaVersionItem = exact({
  typeId: { type: 'string' },
  title: { type: 'string' },
  family: { type: 'string' },
  /** XML_FORMAT_VERSION, the `v<N>` of the namespace */
  xmlVersion: { type: 'integer' },
  /** the date its XSD was generated (YYYY-MM-DD) */
  date: { type: 'string' },
  xsd: { type: 'string' },
  /** the schema version new and saved items are pinned to now */
  schemaVersion: { type: 'string' },
  /** every version of the type's XSD the server published (current first), each served by /xsdschema/:xsdName?schemaVersion= */
  published: {
    type: 'array',
    items: exact({ schemaVersion: { type: 'string' }, date: { type: 'string' }, current: { type: 'boolean' } }),
  },
  /** every schema version items of the type are pinned to, with their count, the current one included */
  pinned: {
    type: 'array',
    items: exact({ schemaVersion: { type: 'string' }, items: { type: 'integer' } }),
  },
});

export const listSchemaVersions = api.get(
  '/xml-schema-versions',
  "Administration (generavimas): each type's generated XSD, its current schema version, every version published and the schema versions its items are pinned to",
  { responses: { 200: itemsOf(schemaVersionItem) } },
);
