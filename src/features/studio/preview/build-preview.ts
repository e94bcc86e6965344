/**
 * A draft made ready for the live preview (decision 0135): the server checks it (the domain's
 * `checkTypeFiles`, as saving does) and compiles its validator module as publishing does; the
 * page imports that module from its same-origin address, judges the fixtures with its root
 * validator and feeds the product's own renderer (prepareFormType, as a generated module
 * would). Nothing is compiled here: the app's CSP (`script-src 'self'`) forbids it.
 */
import type { CatalogProblem } from '../../../domain/schema/catalog-error';
import { rootValidator, type PrecompiledType } from '../../../domain/schema/precompiled';
import { typeFilePaths, type TypeFiles } from '../../../domain/studio/type-files';
import { prepareFormType, type FormType } from '../../../form/engine/form-type';
import type { FieldError } from '../../../lib/api/api-error';
import { runFixtures, type FixtureResult } from './fixture-runner';

export interface Preview {
  /** the catalogue check's problems (file, JSON pointer, message) */
  problems: CatalogProblem[];
  /** the draft as the renderer draws it; absent while the schema or ui file does not check out */
  type?: FormType;
  fixtures: FixtureResult[];
}

/** The server's answer for a draft (previewStudioDraft). */
export interface ServerPreview {
  problems: CatalogProblem[];
  /** the validator module's address */
  module: string;
}

/** How a preview is made: the server's check and the module's loading (src/features/studio/api/studio-preview.ts in the page). */
export interface PreviewSource {
  /** resolves with the server's answer, or with the problems of a draft it refused as not compiling */
  check(files: TypeFiles): Promise<ServerPreview | { problems: CatalogProblem[] }>;
  load(module: string): Promise<PrecompiledType>;
}

/** The problems a refusal (422 errors.studio_preview_failed) carries as its field errors. */
export const problemsOfErrors = (errors: readonly FieldError[]): CatalogProblem[] =>
  errors.map((e) => {
    const p = (e.params ?? {}) as Partial<CatalogProblem>;
    return { file: String(p.file ?? ''), pointer: String(p.pointer ?? ''), message: String(p.message ?? e.messageKey) };
  });

/**
 * Checks, loads and prepares a draft.
 * @param files the draft's files (the last schema and ui file that were JSON)
 * @param source the server's check and the module loader
 */
export async function buildPreview(files: TypeFiles, source: PreviewSource): Promise<Preview> {
  const answer = await source.check(files);
  if (!('module' in answer)) return { problems: answer.problems, fixtures: [] };
  const module = await source.load(answer.module);
  let type: FormType;
  try {
    type = prepareFormType(module);
  } catch (error) {
    const file = typeFilePaths(files.family, files.id).uiSchema;
    return { problems: [...answer.problems, { file, pointer: '', message: (error as Error).message }], fixtures: [] };
  }
  return { problems: answer.problems, type, fixtures: runFixtures(files, rootValidator(module)) };
}
