/**
 * The live preview's source in the page (decision 0135): the server checks the draft and
 * compiles its validator module (contract previewStudioDraft); the page imports the module
 * from the same origin — allowed by the app's CSP, unlike compiling — and hands it the
 * run-time helpers every precompiled validator uses.
 */
import { previewStudioDraft } from '../../../domain/contracts/studio';
import type { PrecompiledType } from '../../../domain/schema/precompiled';
import * as runtime from '../../../domain/schema/runtime/index';
import type { TypeFiles } from '../../../domain/studio/type-files';
import { isApiError } from '../../../lib/api/api-error';
import { call } from '../../../lib/api/call';
import { problemsOfErrors, type PreviewSource } from '../preview/build-preview';

type PreviewModule = { default: (r: typeof runtime) => PrecompiledType };

/**
 * The page's preview source; a refusal of a draft that does not compile comes back as its
 * problems (shown beside the editor, no snackbar), any other failure rejects.
 * @param signal cancels the check when a newer edit supersedes it
 */
export const studioPreviewSource = (signal?: AbortSignal): PreviewSource => ({
  async check(files: TypeFiles) {
    try {
      return await call(previewStudioDraft, { body: { files }, signal, quiet: true });
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors.length > 0) return { problems: problemsOfErrors(error.errors) };
      throw error;
    }
  },
  async load(module: string) {
    const loaded = (await import(/* @vite-ignore */ module)) as PreviewModule;
    return loaded.default(runtime);
  },
});
