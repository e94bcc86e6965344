/**
 * Loads a catalogue type for drawing, prepared once per page load and shared by every form of
 * that type: its generated module (schema, ui file, precompiled validators — one lazy chunk per
 * type, src/domain/generated/validators/index.ts), or, for a type published in the schema
 * studio since the build, the module the server serves (src/lib/api/published-type.ts, decision 0144) —
 * the version a document is pinned to, or the newest for a new one. Neither: a rejection
 * with FormTypeUnavailable, whose message key the page translates.
 *
 * The preparation (engine/form-type.ts: the rjsf validator and block schemas, with @rjsf/utils,
 * fast-uri and the allOf merger) is a chunk of its own, fetched in parallel with the type's
 * module: the pages that import this file draw nothing of a form before both have arrived, so
 * none of it belongs in their first chunks (decision 0176).
 */
import type { i18n as I18n } from 'i18next';
import { PRECOMPILED } from '../domain/generated/validators/index';
import type { FormType } from './engine/form-type';
import { formNamespaces, pinLabelNamespace, typeNamespace } from './labels';
import { importPublishedType, type PublishedTexts } from '../lib/api/published-type';
import { currentVersion, schemaVersionOf } from '../lib/api/schema-version';

/** The type can be drawn neither from the build nor from the studio's publications. */
export class FormTypeUnavailable extends Error {
  /** translated in common (`errors.form_type_unavailable`) */
  readonly messageKey = 'errors.form_type_unavailable';
  constructor(
    readonly typeId: string,
    options?: ErrorOptions,
  ) {
    super(`no catalogue type ${typeId}`, options);
  }
}

interface Loaded {
  type: FormType;
  /** labels a published type brings with it (a generated one has its locale files) */
  texts?: PublishedTexts;
}

const loaded = new Map<string, Promise<Loaded>>();

/** True when the build has the type (its chunk exists); a type published in the studio since is loaded all the same. */
export const hasFormType = (typeId: string): boolean => Object.hasOwn(PRECOMPILED, typeId);

const keyOf = (typeId: string, schemaVersion?: string) => `${typeId}@${schemaVersion ?? ''}`;

/** The preparation's chunk (the module system fetches it once). */
const preparation = () => import('./engine/form-type');

const fromServer = async (typeId: string, schemaVersion?: string): Promise<Loaded> => {
  const [{ module, texts }, { prepareFormType }] = await Promise.all([importPublishedType(typeId, schemaVersion), preparation()]);
  return { type: prepareFormType(module), texts };
};

/**
 * A type of the build: its chunk, unless the version wanted (the document's, else the one the
 * server names current) is not the chunk's — a type republished in the studio since the build
 * (decision 0157) — and the server has that version's module; else the chunk still.
 */
async function fromBuild(typeId: string, schemaVersion?: string): Promise<Loaded> {
  const [module, wanted, { prepareFormType }] = await Promise.all([PRECOMPILED[typeId](), schemaVersion ?? currentVersion(typeId), preparation()]);
  const own = wanted === undefined ? undefined : await schemaVersionOf(module.schema);
  const chunk = (): Loaded => ({ type: prepareFormType(module) });
  // a document pinned to an older build's version has no module on the server: the chunk draws it, as before
  return own === undefined || own === wanted ? chunk() : fromServer(typeId, schemaVersion).catch(chunk);
}

function load(typeId: string, schemaVersion?: string): Promise<Loaded> {
  const key = keyOf(typeId, schemaVersion);
  let promise = loaded.get(key);
  if (!promise) {
    promise = hasFormType(typeId)
      ? fromBuild(typeId, schemaVersion)
      : fromServer(typeId, schemaVersion).catch((cause: unknown) => Promise.reject(new FormTypeUnavailable(typeId, { cause })));
    // A failed load may succeed on the next visit (network back, new deployment, a publication).
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/**
 * The prepared type; the same promise for every caller (React's `use` needs a stable one).
 * @param typeId a catalogue type
 * @param schemaVersion the version a document is pinned to (a studio type); absent: the newest
 */
export const loadFormType = (typeId: string, schemaVersion?: string): Promise<FormType> => load(typeId, schemaVersion).then(({ type }) => type);

const withLabels = new Map<string, Promise<FormType>>();

/** The namespace a loaded version's texts go to: its own when it is pinned and not the server's current one. */
async function namespaceFor(typeId: string, schemaVersion: string | undefined): Promise<string> {
  if (schemaVersion === undefined || schemaVersion === (await currentVersion(typeId))) return typeNamespace(typeId);
  return `${typeNamespace(typeId)}@${schemaVersion}`;
}

/**
 * The prepared type with its labels loaded: the type's chunk and its label namespaces are
 * fetched in parallel (no waterfall), so a form can draw as soon as both arrive; a published
 * type's own texts are added to its namespace (an older pinned version's to its own,
 * labelNamespaceOf). Call it early — on hover of a link, in a route — to have the form ready
 * when it is opened.
 * @param typeId a catalogue type
 * @param i18n the app's i18next instance
 * @param schemaVersion the version a document is pinned to; absent: the newest
 */
export function loadFormTypeWithLabels(typeId: string, i18n: I18n, schemaVersion?: string): Promise<FormType> {
  const key = `${i18n.language}:${keyOf(typeId, schemaVersion)}`;
  let promise = withLabels.get(key);
  if (!promise) {
    promise = Promise.all([load(typeId, schemaVersion), i18n.loadNamespaces(formNamespaces(typeId))]).then(async ([{ type, texts }]) => {
      if (!texts) return type;
      const namespace = await namespaceFor(typeId, schemaVersion);
      if (namespace !== typeNamespace(typeId)) pinLabelNamespace(type.schema, namespace);
      for (const [language, resources] of Object.entries(texts)) {
        if (resources) i18n.addResourceBundle(language, namespace, resources, true, true);
      }
      return type;
    });
    promise.catch(() => withLabels.delete(key));
    withLabels.set(key, promise);
  }
  return promise;
}
