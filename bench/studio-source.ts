/**
 * The studio page's preview source with the server in this process (bench/sections/studio.ts,
 * tests/unit/studio/build-preview.test.ts): the files go through JSON as over HTTP, the
 * server's previewer checks and compiles them (api/modules/studio/preview.ts), a 422 refusal
 * becomes its problems as src/features/studio/api/studio-preview.ts does, and the module is
 * imported from its text (a data: URL) the way the page imports its address.
 */
import { AppError } from '../api/lib/errors.js';
import type { Previewer } from '../api/modules/studio/preview.js';
import type { PrecompiledType } from '../src/domain/schema/precompiled.js';
import * as runtime from '../src/domain/schema/runtime/index.js';
import type { TypeFiles } from '../src/domain/studio/type-files.js';
import { problemsOfErrors, type PreviewSource } from '../src/features/studio/preview/build-preview.js';

/** The module's text loaded as an ES module, its default export given the run-time helpers. */
export async function importPreviewModule(text: string): Promise<PrecompiledType> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`)) as {
    default: (r: typeof runtime) => PrecompiledType;
  };
  return module.default(runtime);
}

export const inProcessPreviewSource = (previewer: Previewer): PreviewSource => ({
  async check(files) {
    try {
      const { problems, key } = previewer.preview(JSON.parse(JSON.stringify(files)) as TypeFiles);
      return JSON.parse(JSON.stringify({ problems, module: key })) as { problems: typeof problems; module: string };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 422) return { problems: problemsOfErrors(error.errors ?? []) };
      throw error;
    }
  },
  async load(key) {
    const text = previewer.module(key);
    if (text === undefined) throw new Error(`no preview module ${key}`);
    return importPreviewModule(text);
  },
});
