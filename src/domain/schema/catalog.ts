/**
 * Assembles the catalogue from parsed files (reading them is the caller's job: the server's
 * loader and the scripts use api/modules/catalog/read-catalog.ts): checks structure, bundles
 * each type, checks its ui file and attaches the shared ui definitions. Pure, so the same
 * code runs at server start-up, in npm run gen and in npm run check:schemas.
 */
import { buildCommonLibrary, bundleType, type JsonSchema, type SchemaFile } from './bundle.js';
import { CatalogError, childPointer, isPlainObject, type CatalogProblem } from './catalog-error.js';
import { checkUiDefinitions, checkUiFile } from './layout-check.js';
import type { Layout, UiFile } from './layout.js';
import { behaviourProblems } from './registry-behaviour.js';
import { checkSchemaStructure } from './structure-check.js';
import { PORTAL_FAMILIES, type Family, type RegistryMeta } from './vocabulary.js';

export interface JsonFile {
  file: string;
  json: unknown;
}

export interface RawType {
  id: string;
  family: Family;
  schema: SchemaFile;
  /** absent when the type has no ui file (a problem) */
  ui?: JsonFile;
}

export interface RawCatalog {
  common: SchemaFile[];
  types: RawType[];
  /** ui-schemas/common/definitions.ui.json, when present */
  uiDefinitions?: JsonFile;
  /** problems found while reading (unreadable or malformed JSON files) */
  problems: CatalogProblem[];
}

export interface CatalogEntry {
  id: string;
  family: Family;
  meta: RegistryMeta;
  /** the bundled, self-contained schema: served, drawn and compiled */
  schema: JsonSchema;
  ui: UiFile;
  /** catalogue-relative paths of the type's files, for messages */
  files: { schema: string; ui: string };
}

export interface Catalog {
  entries: CatalogEntry[];
  /** the common files (for checks that look at every shared definition) */
  common: SchemaFile[];
}

const TYPE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The uiSchema rjsf gets: the type's own, with `ui:definitions` keyed `#/$defs/<name>` for the
 * shared definitions the bundle uses. A definition that is only a `$ref` to another (person →
 * personBase, an asset kind → assetBase) inherits that one's ui definition.
 */
function withDefinitions(uiSchema: Record<string, unknown>, shared: Record<string, unknown>, bundle: JsonSchema): Record<string, unknown> {
  const defs = isPlainObject(bundle.$defs) ? bundle.$defs : {};
  const own = isPlainObject(uiSchema['ui:definitions']) ? uiSchema['ui:definitions'] : {};
  const byName: Record<string, unknown> = { ...shared, ...own };
  const resolveFor = (name: string, depth = 0): unknown => {
    if (byName[name] !== undefined || depth > 10) return byName[name];
    const def = defs[name];
    const ref = isPlainObject(def) && typeof def.$ref === 'string' && def.$ref.startsWith('#/$defs/') ? def.$ref.slice('#/$defs/'.length) : undefined;
    return ref ? resolveFor(ref, depth + 1) : undefined;
  };
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(defs)) {
    const ui = resolveFor(name);
    if (ui !== undefined) out[`#/$defs/${name}`] = ui;
  }
  const rest = { ...uiSchema };
  delete rest['ui:definitions'];
  return Object.keys(out).length > 0 ? { ...rest, 'ui:definitions': out } : rest;
}

/**
 * Every type of the catalogue, bundled and checked.
 * @throws CatalogError listing every problem (file + JSON pointer), reading problems included
 */
export function assembleCatalog(raw: RawCatalog): Catalog {
  const problems: CatalogProblem[] = [...raw.problems];
  for (const f of raw.common) problems.push(...checkSchemaStructure(f, 'common', f.file.replace(/^.*\//, '').replace(/\.schema\.json$/, '')));
  const { library, problems: libraryProblems } = buildCommonLibrary(raw.common);
  problems.push(...libraryProblems);

  const commonDefs: Record<string, JsonSchema> = Object.assign({}, ...raw.common.map((f) => (isPlainObject(f.schema.$defs) ? f.schema.$defs : {})));
  let shared: Record<string, unknown> = {};
  if (raw.uiDefinitions) {
    const found = checkUiDefinitions(raw.uiDefinitions.file, raw.uiDefinitions.json, commonDefs);
    problems.push(...found);
    if (found.length === 0) shared = (raw.uiDefinitions.json as { 'ui:definitions': Record<string, unknown> })['ui:definitions'];
  }

  const entries: CatalogEntry[] = [];
  const seen = new Map<string, string>();
  for (const t of raw.types) {
    if (!TYPE_ID.test(t.id))
      problems.push({ file: t.schema.file, pointer: '', message: 'a type id (file name) is kebab-case: lower-case letters, digits and single dashes' });
    if (seen.has(t.id)) problems.push({ file: t.schema.file, pointer: '', message: `type id "${t.id}" is also used by ${seen.get(t.id)}` });
    seen.set(t.id, t.schema.file);
    const structural = checkSchemaStructure(t.schema, t.family, t.id);
    problems.push(...structural);
    if (!t.ui) {
      problems.push({ file: t.schema.file, pointer: '', message: `no ui file: expected ui-schemas/${t.family}/${t.id}.ui.json` });
      continue;
    }
    if (structural.length > 0) continue;
    const layout = isPlainObject(t.ui.json) && isPlainObject(t.ui.json.layout) ? (t.ui.json.layout as Layout) : undefined;
    let schema: JsonSchema;
    try {
      // Conditions are compiled in only once the layout is known to be well formed.
      const plain = bundleType({ typeId: t.id, type: t.schema, common: library });
      const uiProblems = checkUiFile(t.ui.file, t.ui.json, plain);
      // The portal fills its types in only as wizards (spec §2.3: step/:step from asmenys).
      if (PORTAL_FAMILIES.includes(t.family) && isPlainObject(t.ui.json) && isPlainObject(t.ui.json.layout) && t.ui.json.layout.steps === undefined) {
        uiProblems.push({ file: t.ui.file, pointer: '/layout', message: `a ${t.family} type is filled in as a wizard: declare steps (the first "asmenys")` });
      }
      const own = isPlainObject(t.ui.json) && isPlainObject(t.ui.json.uiSchema) ? t.ui.json.uiSchema['ui:definitions'] : undefined;
      if (own !== undefined) {
        const at = '/uiSchema/ui:definitions';
        if (!isPlainObject(own))
          uiProblems.push({
            file: t.ui.file,
            pointer: childPointer('/uiSchema', 'ui:definitions'),
            message: 'ui:definitions maps definition names to uiSchemas',
          });
        else
          uiProblems.push(
            ...checkUiDefinitions(t.ui.file, { 'ui:definitions': own }, plain.$defs as Record<string, JsonSchema>).map((p) => ({
              ...p,
              pointer: p.pointer ? `${at}${p.pointer.slice('/ui:definitions'.length)}` : at,
            })),
          );
      }
      problems.push(...uiProblems);
      if (uiProblems.length > 0) continue;
      schema = bundleType({ typeId: t.id, type: t.schema, common: library, layout });
    } catch (error) {
      if (error instanceof CatalogError) {
        problems.push(...error.problems);
        continue;
      }
      throw error;
    }
    const ui = t.ui.json as unknown as UiFile;
    entries.push({
      id: t.id,
      family: t.family,
      meta: t.schema.schema.registry as unknown as RegistryMeta,
      schema,
      ui: { layout: ui.layout, uiSchema: withDefinitions(ui.uiSchema, shared, schema) },
      files: { schema: t.schema.file, ui: t.ui.file },
    });
  }
  problems.push(
    ...behaviourProblems(
      entries,
      raw.types.filter((t) => t.family === 'requests').map((t) => t.id),
    ),
  );
  if (problems.length > 0) throw new CatalogError(problems);
  entries.sort((a, b) => a.id.localeCompare(b.id));
  return { entries, common: raw.common };
}
