/**
 * The XSD files (decision 0055): `common.xsd` holds every definition of schemas/common as a
 * named type, without a target namespace; each `<type>.xsd` includes it (a chameleon include:
 * the shared types take the type's namespace), adds the type's own definitions and declares
 * the one root element, named after the type id.
 */
import type { CatalogEntry } from '../schema/catalog.js';
import type { SchemaFile } from '../schema/bundle.js';
import { isPlainObject } from '../schema/catalog-error.js';
import { namespaceOf } from '../xml/names.js';
import type { Defs } from '../xml/shape.js';
import { typeNode } from './complex-type.js';
import { render, x, type XNode } from './node.js';

export const COMMON_XSD = 'common.xsd';
const XS = 'http://www.w3.org/2001/XMLSchema';

/** Every definition of schemas/common, by name (names are unique across the folder). */
export function commonDefs(common: readonly SchemaFile[]): Defs {
  return Object.assign({}, ...common.map((f) => (isPlainObject(f.schema.$defs) ? f.schema.$defs : {}))) as Defs;
}

function definitions(names: string[], defs: Defs): XNode[] {
  return names.map((name) => {
    const t = typeNode(defs[name], defs, name);
    return 'node' in t ? t.node : x('xs:simpleType', { name }, [x('xs:restriction', { base: t.type })]);
  });
}

const file = (banner: string, schema: XNode) => `<?xml version="1.0" encoding="UTF-8"?>\n<!-- ${banner} -->\n${render(schema)}\n`;

/** common.xsd: the shared definitions, no target namespace (each type's include gives it one). */
export function commonXsd(common: readonly SchemaFile[], banner: string): string {
  const defs = commonDefs(common);
  return file(banner, x('xs:schema', { 'xmlns:xs': XS, elementFormDefault: 'qualified' }, definitions(Object.keys(defs).sort(), defs)));
}

/** <type>.xsd: the type's namespace, common.xsd included, its own definitions and its root element. */
export function typeXsd(entry: CatalogEntry, common: Defs, banner: string): string {
  const defs = (entry.schema.$defs ?? {}) as Defs;
  const own = Object.keys(defs)
    .filter((name) => !(name in common))
    .sort();
  const ns = namespaceOf(entry.id);
  const root = typeNode(entry.schema, defs);
  return file(
    `${banner} Source: ${entry.files.schema}`,
    x('xs:schema', { 'xmlns:xs': XS, targetNamespace: ns, xmlns: ns, elementFormDefault: 'qualified' }, [
      x('xs:include', { schemaLocation: COMMON_XSD }),
      ...definitions(own, defs),
      x('xs:element', { name: entry.id, type: 'type' in root ? root.type : undefined }, 'node' in root ? [root.node] : []),
    ]),
  );
}
