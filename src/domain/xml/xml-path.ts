/**
 * The XML element path of a JSON pointer into a type's data: AJV's errors on data read from
 * XML are reported where the sender wrote them (`/dokumentas/idk` →
 * `/sutartine-hipoteka/dokumentas/idk`, `/turtas/0/verte` → `/sutartine-hipoteka/turtas/item[1]/asset_orlaivis/verte`).
 */
import { isPlainObject } from '../schema/catalog-error.js';
import { FIELD, ITEM, isXmlName, type XmlType } from './names.js';
import { branchOf, shapeOf, type Defs } from './shape.js';

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The element path of `pointer` (a JSON pointer into `data`, which toXml would write). */
export function xmlPath(type: XmlType, data: unknown, pointer: string): string {
  const defs = (type.schema.$defs ?? {}) as Defs;
  let path = `/${type.id}`;
  let value = data;
  let schema: unknown = type.schema;
  for (const segment of pointer === '' ? [] : pointer.slice(1).split('/').map(unescape)) {
    let shape = schema === undefined ? undefined : shapeOf(schema, defs);
    if (shape?.kind === 'choice') {
      const branch = branchOf(shape, value, defs);
      if (branch) path += `/${branch.name}`;
      schema = branch?.schema;
      shape = schema === undefined ? undefined : shapeOf(schema, defs);
    }
    if (Array.isArray(value)) {
      path += `/${ITEM}[${Number(segment) + 1}]`;
      schema = shape?.kind === 'array' ? shape.items : undefined;
    } else {
      path += isXmlName(segment) ? `/${segment}` : `/${FIELD}[@name='${segment}']`;
      schema = shape?.kind === 'object' ? shape.fields.find((f) => f.name === segment)?.schema : undefined;
    }
    value = isPlainObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return path;
}
