/**
 * The published XML interface (api/modules/xml, decision 0058): the list of generated XSDs,
 * one XSD file and one type's XML description. Open: no sign-in (spec §2.1 open routes).
 */
import { defineEndpoint } from './endpoint.js';
import { itemsOf } from './shared.js';

const tags = ['xml'];

/** A generated file's name without its extension: a type id or `common`. */
const fileName = { type: 'string', maxLength: 100 } as const;

export const xmlSchemaItem = {
  type: 'object',
  additionalProperties: false,
  properties: {
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
    /** the date the XSD was generated (YYYY-MM-DD, the file's modification date) */
    date: { type: 'string' },
    /** `<name>.xsd`, served by GET /xsdschema/:xsdName */
    xsd: { type: 'string' },
    /** `<name>.html`, served by GET /xmldescription/:xmlName; null for common.xsd */
    description: { type: ['string', 'null'] },
  },
  required: ['name', 'typeId', 'title', 'family', 'version', 'date', 'xsd', 'description'],
} as const;

export const listXmlSchemas = defineEndpoint({
  method: 'GET',
  path: '/xsdschema',
  tags,
  summary: 'The published XSDs: one per type plus common.xsd',
  responses: { 200: itemsOf(xmlSchemaItem) },
});

export const getXsd = defineEndpoint({
  method: 'GET',
  path: '/xsdschema/:xsdName',
  tags,
  summary: 'One XSD file (application/xml, as a download); unknown names 404',
  params: { type: 'object', properties: { xsdName: fileName }, required: ['xsdName'] },
  responses: {},
});

export const getXmlDescription = defineEndpoint({
  method: 'GET',
  path: '/xmldescription/:xmlName',
  tags,
  summary: 'One type\'s XML description (text/html under a CSP allowing no scripts); unknown names 404',
  params: { type: 'object', properties: { xmlName: fileName }, required: ['xmlName'] },
  responses: {},
});

/** One type in the administration's generation view (/admin/generavimas, decision 0119). */
const schemaVersionItem = {
  type: 'object',
  additionalProperties: false,
  properties: {
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
    /** every schema version items of the type are pinned to, with their count, the current one included */
    pinned: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { schemaVersion: { type: 'string' }, items: { type: 'integer' } },
        required: ['schemaVersion', 'items'],
      },
    },
  },
  required: ['typeId', 'title', 'family', 'xmlVersion', 'date', 'xsd', 'schemaVersion', 'pinned'],
} as const;

export const listSchemaVersions = defineEndpoint({
  method: 'GET',
  path: '/xml-schema-versions',
  tags,
  summary: 'Administration (generavimas): each type\'s generated XSD, its current schema version and the schema versions its items are pinned to',
  responses: { 200: itemsOf(schemaVersionItem) },
});
