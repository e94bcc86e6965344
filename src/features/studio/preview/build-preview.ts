/**
 * A draft made ready for the live preview: the catalogue check of src/domain/studio (the same
 * function the server runs when the draft is saved) bundles and compiles it; the compiled
 * root validator judges the fixtures and feeds the product's own renderer (prepareFormType,
 * as a generated module would). Compiling happens here, in the studio's chunk, for the
 * analyst's preview only (decision 0125); users' pages run the server's precompiled code.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { CatalogProblem } from '../../../domain/schema/catalog-error';
import { createAjv } from '../../../domain/schema/create-ajv';
import type { CompiledValidateFunction } from '../../../domain/schema/precompiled';
import { checkTypeFiles, type TypeCheckContext } from '../../../domain/studio/check-type-files';
import type { TypeFiles } from '../../../domain/studio/type-files';
import { prepareFormType, type FormType } from '../../../form/engine/form-type';
import { COMMON_SCHEMAS, SHARED_UI_DEFINITIONS, sharedLocale } from '../shared-catalogue';
import { runFixtures, type FixtureResult } from './fixture-runner';

export interface Preview {
  /** the catalogue check's problems (file, JSON pointer, message) */
  problems: CatalogProblem[];
  /** the draft as the renderer draws it; absent while the schema or ui file does not check out */
  type?: FormType;
  fixtures: FixtureResult[];
}

let context: TypeCheckContext | undefined;
/** The shared catalogue, read once. */
function checkContext(create: () => Ajv2020): TypeCheckContext {
  context ??= { createAjv, common: COMMON_SCHEMAS, uiDefinitions: SHARED_UI_DEFINITIONS, locales: { lt: sharedLocale('lt'), en: sharedLocale('en') } };
  return { ...context, createAjv: create };
}

/** `#/…` refs of a sub-schema made absolute, so the AJV instance that holds the root resolves them. */
function absoluteRefs(node: unknown, rootId: string): unknown {
  if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, rootId));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) out[key] = `${rootId}${value}`;
    else out[key] = key === 'const' || key === 'enum' ? value : absoluteRefs(value, rootId);
  }
  return out;
}

/** rjsf's questions about sub-schemas (option matching), answered by compiling them against the draft's root. */
function subSchemaCompiler(ajv: Ajv2020, rootId: string) {
  const compiled = new Map<string, CompiledValidateFunction>();
  return (key: string, schema: RJSFSchema): CompiledValidateFunction | undefined => {
    let fn = compiled.get(key);
    if (!fn) {
      try {
        const { $id: _ownId, ...rest } = absoluteRefs(schema, rootId) as Record<string, unknown>;
        fn = ajv.compile(rest) as CompiledValidateFunction;
      } catch {
        return undefined;
      }
      compiled.set(key, fn);
    }
    return fn;
  };
}

/**
 * Checks, compiles and prepares a draft.
 * @param files the draft's files (the last schema and ui file that were JSON)
 */
export function buildPreview(files: TypeFiles): Preview {
  let ajv: Ajv2020 | undefined;
  const result = checkTypeFiles(
    files,
    checkContext(() => (ajv = createAjv())),
  );
  if (!result.entry || !result.validate || !ajv) return { problems: result.problems, fixtures: [] };
  const rootId = String(result.entry.schema.$id);
  let type: FormType | undefined;
  try {
    type = prepareFormType(
      { typeId: files.id, schema: result.entry.schema, ui: result.entry.ui, validators: { [rootId]: result.validate } },
      undefined,
      subSchemaCompiler(ajv, rootId),
    );
  } catch (error) {
    return { problems: [...result.problems, { file: result.entry.files.ui, pointer: '', message: (error as Error).message }], fixtures: [] };
  }
  return { problems: result.problems, type, fixtures: runFixtures(files, result.validate) };
}
