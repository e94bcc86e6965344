/**
 * A type published in the schema studio, drawn without a rebuild (decision 0144): its module
 * (precompiled validators, schema, ui file and lt/en texts) is `import()`ed from the server's
 * same-origin URL — allowed by the app's CSP (`script-src 'self'`), nothing compiled or
 * evaluated here — and handed the run-time helpers every precompiled validator uses.
 */
import { CURRENT_SCHEMA_VERSION, getPublishedTypeModule } from '../../domain/contracts/catalog';
import type { PrecompiledType } from '../../domain/schema/precompiled';
import * as runtime from '../../domain/schema/runtime/index';
import { API_BASES, currentFace } from '../face';

/** A type's labels by language, as `locales/<lng>/types/<id>.json` holds them. */
export type PublishedTexts = Partial<Record<string, Record<string, unknown>>>;

export interface PublishedType {
  module: PrecompiledType;
  texts: PublishedTexts;
}

type PublishedModule = { default: (r: typeof runtime) => PrecompiledType; texts?: PublishedTexts };

/** Imports a module by URL (the browser's `import()`; tests hand their own). */
export type ModuleImporter = (url: string) => Promise<unknown>;

const browserImport: ModuleImporter = (url) => import(/* @vite-ignore */ url);

/** The URL of a published type's module: the version a document is pinned to, or the newest. */
export const publishedTypeUrl = (typeId: string, schemaVersion: string = CURRENT_SCHEMA_VERSION): string =>
  API_BASES[currentFace()] +
  getPublishedTypeModule.path.replace(':id', encodeURIComponent(typeId)).replace(':schemaVersion', encodeURIComponent(schemaVersion));

/**
 * Loads a published type's module.
 * @param typeId the type
 * @param schemaVersion the version a document is pinned to; absent: the newest
 * @param importer how a module is imported (default: the browser's import())
 */
export async function importPublishedType(typeId: string, schemaVersion?: string, importer: ModuleImporter = browserImport): Promise<PublishedType> {
  const loaded = (await importer(publishedTypeUrl(typeId, schemaVersion))) as PublishedModule;
  return { module: loaded.default(runtime), texts: loaded.texts ?? {} };
}

/**
 * The newest published texts of a type in one language (the i18n backend's source for
 * `types/<id>` when the build has no locale file for it): an empty namespace when there are none.
 */
export async function publishedTexts(typeId: string, language: string): Promise<Record<string, unknown>> {
  const loaded = (await browserImport(publishedTypeUrl(typeId))) as PublishedModule;
  return loaded.texts?.[language] ?? {};
}
