/**
 * Bundles a type's schema into one self-contained schema: every $ref to schemas/common/ is
 * rewritten to a local `#/$defs/<name>` and the definition copied in; the layout's conditions
 * become "hidden field" rules; every field gets its label key as `title`. The bundle is what
 * the server serves (GET catalog/:id), what rjsf draws and what the precompiled validators
 * are compiled from — one schema for browser and server.
 */
import { CatalogError, childPointer, isPlainObject, type CatalogProblem } from './catalog-error.js';
import { conditionSchema, type Layout } from './layout.js';

export type JsonSchema = Record<string, unknown>;

/** A parsed schema file: its catalogue-relative path and contents. */
export interface SchemaFile {
  file: string;
  schema: JsonSchema;
}

/** The shared definitions: schemas/common/*.schema.json by their $id. */
export type CommonLibrary = Map<string, SchemaFile>;

export interface BundleInput {
  typeId: string;
  type: SchemaFile;
  common: CommonLibrary;
  layout?: Layout;
  /** inject label keys as `title` (off for TypeScript generation, which names types by title) */
  titles?: boolean;
}

/** Keywords whose values are data, not schemas: never searched for $ref. */
const NOT_SCHEMAS = new Set(['$ref', 'const', 'enum', 'default', 'examples', 'registry', 'required', 'title', 'description']);
/** Keywords whose values map names to schemas. */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'patternProperties', 'dependentSchemas']);

const DEFS_POINTER = /^\/\$defs\/([^/]+)$/;

/** Label key prefix of a common $def. */
export const commonLabelBase = (def: string) => `fields.${def}`;
/** Label key prefix of a type's own fields. */
export const typeLabelBase = (typeId: string) => `types.${typeId}`;

const stripFragment = (uri: string) => uri.split('#')[0];

function resolvePointer(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isPlainObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The common library indexed by $id, with a check that definition names are unique. */
export function buildCommonLibrary(files: SchemaFile[]): { library: CommonLibrary; problems: CatalogProblem[] } {
  const library: CommonLibrary = new Map();
  const problems: CatalogProblem[] = [];
  const defOwner = new Map<string, string>();
  for (const f of files) {
    const id = f.schema.$id;
    if (typeof id !== 'string' || !/^https?:\/\//.test(id)) {
      problems.push({ file: f.file, pointer: '/$id', message: 'a common schema needs an absolute $id URI' });
      continue;
    }
    if (library.has(id)) problems.push({ file: f.file, pointer: '/$id', message: `$id ${id} is also used by ${library.get(id)!.file}` });
    library.set(id, f);
    for (const def of Object.keys(isPlainObject(f.schema.$defs) ? f.schema.$defs : {})) {
      const owner = defOwner.get(def);
      if (owner)
        problems.push({
          file: f.file,
          pointer: `/$defs/${def}`,
          message: `definition name "${def}" is also defined in ${owner}; names are unique across schemas/common`,
        });
      else defOwner.set(def, f.file);
    }
  }
  return { library, problems };
}

/**
 * The bundled schema of one type.
 * @throws CatalogError naming file and pointer of every unresolved or forbidden $ref
 */
export function bundleType(input: BundleInput): JsonSchema {
  const { typeId, type, common } = input;
  const problems: CatalogProblem[] = [];
  const typeUri = typeof type.schema.$id === 'string' ? type.schema.$id : '';
  if (!typeUri) throw new CatalogError([{ file: type.file, pointer: '/$id', message: 'the schema needs an absolute $id URI' }]);

  const root = structuredClone(type.schema);
  const localDefs = isPlainObject(root.$defs) ? root.$defs : {};
  const included = new Map<string, { from: string; schema: JsonSchema }>();
  const queue: { def: string; source: SchemaFile }[] = [];

  // Rewrites $refs inside `node` (found in `source`) to local ones, queuing common defs.
  const rewrite = (node: unknown, pointer: string, source: SchemaFile, base: string, isMap = false): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => rewrite(item, childPointer(pointer, i), source, base));
      return;
    }
    if (!isPlainObject(node)) return;
    if (isMap) {
      // properties / $defs / patternProperties / dependentSchemas: every value is a schema
      for (const [key, value] of Object.entries(node)) rewrite(value, childPointer(pointer, key), source, base);
      return;
    }
    if (typeof node.$ref === 'string') {
      const at = childPointer(pointer, '$ref');
      let target: URL;
      try {
        target = new URL(node.$ref, base);
      } catch {
        problems.push({ file: source.file, pointer: at, message: `$ref "${node.$ref}" is not a valid URI reference` });
        return;
      }
      const doc = stripFragment(target.href);
      const fragment = decodeURIComponent(target.hash.slice(1));
      const targetFile = doc === stripFragment(typeUri) ? type : common.get(doc);
      if (!targetFile) {
        problems.push({
          file: source.file,
          pointer: at,
          message: `$ref "${node.$ref}" points to ${doc}, which is neither this schema nor a schema in schemas/common`,
        });
      } else if (resolvePointer(targetFile.schema, fragment) === undefined) {
        problems.push({ file: source.file, pointer: at, message: `$ref "${node.$ref}" does not resolve: ${targetFile.file} has nothing at #${fragment}` });
      } else if (targetFile !== type) {
        const match = DEFS_POINTER.exec(fragment);
        if (!match) {
          problems.push({ file: source.file, pointer: at, message: `$ref "${node.$ref}" must point at a definition (#/$defs/<name>) of the common schema` });
        } else {
          const def = match[1];
          if (def in localDefs)
            problems.push({
              file: type.file,
              pointer: `/$defs/${def}`,
              message: `local definition "${def}" clashes with the common definition of ${targetFile.file}`,
            });
          node.$ref = `#/$defs/${def}`;
          if (!included.has(def)) {
            included.set(def, { from: targetFile.file, schema: {} });
            queue.push({ def, source: targetFile });
          }
        }
      } else if (source !== type) {
        problems.push({ file: source.file, pointer: at, message: `a common schema may not refer into a type schema` });
      } else {
        node.$ref = `#${target.hash.slice(1)}`;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (NOT_SCHEMAS.has(key)) continue;
      rewrite(value, childPointer(pointer, key), source, base, SCHEMA_MAPS.has(key));
    }
  };

  rewrite(root, '', type, typeUri);
  while (queue.length > 0) {
    const { def, source } = queue.shift()!;
    const copy = structuredClone((source.schema.$defs as Record<string, JsonSchema>)[def]);
    rewrite(copy, `/$defs/${def}`, source, String(source.schema.$id));
    included.set(def, { from: source.file, schema: copy });
  }
  if (problems.length > 0) throw new CatalogError(problems);

  const defs: Record<string, unknown> = { ...localDefs };
  for (const [def, { schema }] of [...included.entries()].sort(([a], [b]) => a.localeCompare(b))) defs[def] = schema;
  if (Object.keys(defs).length > 0) root.$defs = defs;

  if (input.titles !== false) {
    labelNode(root, typeLabelBase(typeId), 'root');
    for (const def of Object.keys(localDefs)) labelNode(defs[def] as JsonSchema, `${typeLabelBase(typeId)}.defs.${def}`, 'def');
    for (const def of included.keys()) labelNode(defs[def] as JsonSchema, commonLabelBase(def), 'def');
  }
  addHiddenFieldRules(root, input.layout);
  return root;
}

/**
 * Gives every field the key of its label as `title` (kept when a schema already names one).
 * A field with its own properties is a group: `<base>._` names it and `<base>.<prop>` its
 * fields; any other field's label is `<base>`. A definition is named only when it is a group
 * (a primitive definition such as `date` takes the label of the field that uses it). The root
 * is the type: `types.<id>.title`, its fields `types.<id>.fields.<prop>`.
 */
function labelNode(node: JsonSchema, base: string, role: 'root' | 'def' | 'field'): void {
  const props = isPlainObject(node.properties) ? node.properties : undefined;
  if (node.title === undefined) {
    if (role === 'root') node.title = `${base}.title`;
    else if (props) node.title = `${base}._`;
    else if (role === 'field') node.title = base;
  }
  for (const [name, child] of Object.entries(props ?? {})) {
    // A bare `const` (a discriminator tag such as an asset kind's rusis) is no field of its own.
    if (isPlainObject(child) && !isBareConst(child)) labelNode(child, role === 'root' ? `${base}.fields.${name}` : `${base}.${name}`, 'field');
  }
}

/** True for `{ "const": … }` alone: a tag value, never drawn as a field. */
export const isBareConst = (schema: Record<string, unknown>): boolean => 'const' in schema && Object.keys(schema).length === 1;

/** A field whose layout condition does not hold must be absent: `else: { properties: { f: false } }`. */
function addHiddenFieldRules(root: JsonSchema, layout: Layout | undefined): void {
  const conditions = Object.entries(layout?.conditions ?? {});
  if (conditions.length === 0) return;
  const rules = conditions.map(([field, condition]) => ({ if: conditionSchema(condition), else: { properties: { [field]: false } } }));
  root.allOf = [...(Array.isArray(root.allOf) ? root.allOf : []), ...rules];
}
