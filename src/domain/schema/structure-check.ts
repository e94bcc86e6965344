/**
 * Rules a catalogue schema file must follow beyond being valid JSON Schema (AJV checks that):
 * fixed $id URIs, a `registry` object on every type, every object closed against unknown
 * fields, list items as references (so labels and deep links have a name).
 */
import { childPointer, isPlainObject, type CatalogProblem } from './catalog-error.js';
import type { SchemaFile } from './bundle.js';

/** The URI base of every catalogue $id. */
export const CATALOG_BASE_URI = 'https://registrai.lt/schemas';

/** The $id a catalogue file must have, from its folder and name. */
export const expectedId = (folder: string, name: string) => `${CATALOG_BASE_URI}/${folder}/${name}.schema.json`;

// Only fields are followed (properties, items); subschemas of if/then/allOf/not … constrain
// fields defined elsewhere and are not required to be closed.
function checkNode(file: string, node: unknown, pointer: string, problems: CatalogProblem[], open: boolean): void {
  if (!isPlainObject(node)) return;
  if (isPlainObject(node.properties) && !open && node.additionalProperties !== false && node.unevaluatedProperties !== false) {
    problems.push({
      file,
      pointer,
      message: 'an object with properties must say "additionalProperties": false (or "unevaluatedProperties": false when it extends a *Base definition)',
    });
  }
  if (isPlainObject(node.items) && typeof node.items.$ref !== 'string' && (node.items.type === 'object' || 'properties' in node.items)) {
    problems.push({
      file,
      pointer: childPointer(pointer, 'items'),
      message: 'list items that are objects must be a $ref to a definition (it names their labels and deep links)',
    });
  }
  for (const [name, child] of Object.entries(isPlainObject(node.properties) ? node.properties : {})) {
    checkNode(file, child, childPointer(childPointer(pointer, 'properties'), name), problems, false);
  }
  if (isPlainObject(node.items)) checkNode(file, node.items, childPointer(pointer, 'items'), problems, false);
}

/**
 * Structural problems of one schema file.
 * @param file the parsed file
 * @param folder family folder or 'common'
 * @param name file name without .schema.json
 */
export function checkSchemaStructure(file: SchemaFile, folder: string, name: string): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const { schema } = file;
  const id = expectedId(folder, name);
  if (schema.$id !== id) problems.push({ file: file.file, pointer: '/$id', message: `$id must be "${id}"` });
  if (schema.$schema !== 'https://json-schema.org/draft/2020-12/schema') {
    problems.push({ file: file.file, pointer: '/$schema', message: '$schema must be "https://json-schema.org/draft/2020-12/schema"' });
  }
  if (folder === 'common') {
    if (!isPlainObject(schema.$defs)) problems.push({ file: file.file, pointer: '/$defs', message: 'a common schema holds its definitions under $defs' });
    for (const key of Object.keys(schema)) {
      if (!['$schema', '$id', '$defs', 'description', '$comment'].includes(key)) {
        problems.push({ file: file.file, pointer: childPointer('', key), message: 'a common schema holds only $defs (and a description)' });
      }
    }
  } else {
    const meta = schema.registry;
    if (!isPlainObject(meta))
      problems.push({
        file: file.file,
        pointer: '/registry',
        message: 'a type needs its "registry" metadata (family, titleKey, createRoles, lifecycle, route)',
      });
    else {
      if (meta.family !== folder)
        problems.push({ file: file.file, pointer: '/registry/family', message: `family must be "${folder}", the folder the file is in` });
      if (meta.titleKey !== `types.${name}.title`)
        problems.push({ file: file.file, pointer: '/registry/titleKey', message: `titleKey must be "types.${name}.title"` });
    }
    if (schema.type !== 'object') problems.push({ file: file.file, pointer: '/type', message: 'a type schema describes an object ("type": "object")' });
    checkNode(file.file, schema, '', problems, false);
  }
  for (const [def, body] of Object.entries(isPlainObject(schema.$defs) ? schema.$defs : {})) {
    checkNode(file.file, body, childPointer('/$defs', def), problems, def.endsWith('Base'));
  }
  return problems;
}
