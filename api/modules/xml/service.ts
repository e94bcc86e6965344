/**
 * The published XML interface (app.xmlSchemas, decisions 0058 and 0105): the XSDs and XML
 * descriptions `npm run gen` wrote to generated/xml (decision 0055), read once at start-up, and
 * every earlier version the server published, kept in `xml_schema_version`. At start-up a
 * version the table does not hold yet is stored (versions.ts). A request names a file; only
 * names of the current set are answered, so no request path reaches the disk.
 */
import type { XmlSchemaItem } from '../../../src/domain/contracts/xml.js';
import { XML_FORMAT_VERSION } from '../../../src/domain/xml/names.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { keptVersion, keptVersions, keepVersions } from './repository.js';
import { readCurrentFiles, rowOf, withCommonVersion } from './versions.js';
import { servicePlugin } from '../../lib/service-plugin.js';

export { COMMON, XML_DIR } from './versions.js';

export interface XmlSchemas {
  /** Per file name the current version first, then the earlier kept ones, newest first; common last. */
  list(): Promise<XmlSchemaItem[]>;
  /** The XSD by `<name>` or `<name>.xsd`, at a kept schema version (absent: the current one); undefined for any other. */
  xsd(name: string, schemaVersion?: string): Promise<{ fileName: string; body: Buffer } | undefined>;
  /** The description's HTML by `<name>` or `<name>.html`, at a kept schema version (absent: the current one). */
  description(name: string, schemaVersion?: string): Promise<string | undefined>;
  /** The bundled JSON schema of a type at an earlier, kept schema version; undefined for the current one or an unknown one. */
  earlierSchema(typeId: string, schemaVersion: string): Promise<Record<string, unknown> | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    xmlSchemas: XmlSchemas;
  }
}

const withoutExtension = (name: string, ext: string): string => (name.endsWith(ext) ? name.slice(0, -ext.length) : name);

export default servicePlugin(
  'xmlSchemas',
  async function xmlSchemasService(app, db, opts: { root: string }) {
    const files = readCurrentFiles(
      opts.root,
      app.catalog.list().map((t) => ({ id: t.id, family: t.family, schema: app.catalog.get(t.id)!.schema })),
    );
    const byName = new Map(files.map((f) => [f.name, f]));
    // a version this server has not published yet is kept from now on, with today's date
    await keepVersions(
      db,
      files.map((f) => rowOf(f, app.clock.now().toISOString())),
    );

    const earlier = async (name: string, schemaVersion: string | undefined) => {
      const file = byName.get(name);
      if (!file || schemaVersion === undefined || schemaVersion === file.schemaVersion) return { file, row: undefined };
      return { file, row: await keptVersion(db, name, schemaVersion) };
    };

    return {
      async list() {
        const kept = await keptVersions(db);
        const dateOf = (name: string, version: string) => kept.find((k) => k.type_id === name && k.schema_version === version)?.published_at;
        return files.flatMap((f) => {
          const item = (schemaVersion: string, current: boolean, publishedAt: string | undefined, hasDescription: boolean): XmlSchemaItem => ({
            name: f.name,
            typeId: f.typeId,
            title: f.title,
            family: f.family,
            version: XML_FORMAT_VERSION,
            schemaVersion,
            current,
            date: registryDate(new Date(publishedAt ?? app.clock.now().toISOString())),
            xsd: `${f.name}.xsd`,
            description: hasDescription ? `${f.name}.html` : null,
          });
          const older = kept.filter((k) => k.type_id === f.name && k.schema_version !== f.schemaVersion);
          return [
            item(f.schemaVersion, true, dateOf(f.name, f.schemaVersion), f.description !== null),
            ...older.map((k) => item(k.schema_version, false, k.published_at, k.has_description)),
          ];
        });
      },
      async xsd(name, schemaVersion) {
        const key = withoutExtension(name, '.xsd');
        const { file, row } = await earlier(key, schemaVersion);
        if (!file) return undefined;
        if (schemaVersion === undefined || schemaVersion === file.schemaVersion) return { fileName: `${key}.xsd`, body: file.xsd };
        return row && { fileName: `${key}-${row.schema_version}.xsd`, body: Buffer.from(withCommonVersion(row.xsd, row.common_version)) };
      },
      async description(name, schemaVersion) {
        const key = withoutExtension(name, '.html');
        const { file, row } = await earlier(key, schemaVersion);
        if (!file) return undefined;
        if (schemaVersion === undefined || schemaVersion === file.schemaVersion) return file.description ?? undefined;
        return row?.description ?? undefined;
      },
      async earlierSchema(typeId, schemaVersion) {
        const { row } = await earlier(typeId, schemaVersion);
        return row?.json_schema ? (JSON.parse(row.json_schema) as Record<string, unknown>) : undefined;
      },
    } satisfies XmlSchemas;
  },
  { name: 'xml-schemas-service', dependencies: ['catalog-service'] },
);
