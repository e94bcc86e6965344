/**
 * The published XML interface (app.xmlSchemas, decision 0058): the XSDs and XML descriptions
 * `npm run gen` wrote to generated/xml (decision 0055), read once at start-up. A request
 * names a file; only names of this set are answered, so no request path reaches the disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { XML_FORMAT_VERSION } from '../../../src/domain/xml/names.js';
import { loadPdfLabels } from '../certificate-issue/labels.js';

export const XML_DIR = path.join('generated', 'xml');
/** The included file of shared definitions; it has no description. */
export const COMMON = 'common';
const COMMON_TITLE = 'Bendri tipai';

export interface XmlSchemaItem {
  name: string;
  typeId: string | null;
  title: string;
  family: string | null;
  version: number;
  date: string;
  xsd: string;
  description: string | null;
}

export interface XmlSchemas {
  list(): XmlSchemaItem[];
  /** The XSD's bytes by `<name>` or `<name>.xsd`; undefined for any other name. */
  xsd(name: string): { fileName: string; body: Buffer } | undefined;
  /** The description's HTML by `<name>` or `<name>.html`; undefined for any other name. */
  description(name: string): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    xmlSchemas: XmlSchemas;
  }
}

const withoutExtension = (name: string, ext: string): string => (name.endsWith(ext) ? name.slice(0, -ext.length) : name);

/** Reads generated/xml under `root` for the catalogue's types (a type without a generated XSD is left out). */
export function loadXmlSchemas(root: string, types: readonly { id: string; family: string }[]): XmlSchemas {
  const dir = path.join(root, XML_DIR);
  const title = loadPdfLabels(root).typeTitle;
  const xsds = new Map<string, Buffer>();
  const descriptions = new Map<string, string>();
  const items: XmlSchemaItem[] = [];
  const add = (name: string, typeId: string | null, family: string | null, itemTitle: string) => {
    const file = path.join(dir, `${name}.xsd`);
    if (!fs.existsSync(file)) return;
    xsds.set(name, fs.readFileSync(file));
    const html = path.join(dir, `${name}.html`);
    const hasDescription = typeId !== null && fs.existsSync(html);
    if (hasDescription) descriptions.set(name, fs.readFileSync(html, 'utf8'));
    const date = fs.statSync(file).mtime.toISOString().slice(0, 10);
    items.push({ name, typeId, title: itemTitle, family, version: XML_FORMAT_VERSION, date, xsd: `${name}.xsd`, description: hasDescription ? `${name}.html` : null });
  };
  for (const type of types) add(type.id, type.id, type.family, title(type.id));
  add(COMMON, null, null, COMMON_TITLE);
  return {
    list: () => items,
    xsd(name) {
      const key = withoutExtension(name, '.xsd');
      const body = xsds.get(key);
      return body && { fileName: `${key}.xsd`, body };
    },
    description: (name) => descriptions.get(withoutExtension(name, '.html')),
  };
}

export default fp(
  async function xmlSchemasService(app: FastifyInstance, opts: { root: string }) {
    app.decorate('xmlSchemas', loadXmlSchemas(opts.root, app.catalog.list()));
  },
  { name: 'xml-schemas-service', dependencies: ['catalog-service'] },
);
