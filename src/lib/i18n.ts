/**
 * Translations (i18next). Lithuanian is the default AND the fallback language; English
 * exists for the self-service portal only (the workplace is Lithuanian only).
 *
 * - Every file locales/<lng>/<namespace>.json is a namespace (nested folders too:
 *   locales/lt/types/x.json is namespace 'types/x'). Lithuanian `common` is bundled into
 *   the initial JavaScript, so a Lithuanian page never waits for it — except its sections
 *   no first page shows (errors, validation, lifecycle, …: DEFERRED_COMMON_SECTIONS in
 *   src/lib/i18n-sections.ts), which the production build puts in one lazy chunk, fetched right after
 *   start-up and merged into `common` (so every `t('lifecycle.…')` stays as it is); route
 *   chunks (src/lib/routing/lazy-route.ts) and the API client's messages wait for it. Every other
 *   file (all of English, `validation`, labels of document types, …) is a lazy chunk loaded
 *   on demand by the small backend below (a type published in the schema studio since the
 *   build: `types/<id>` from the texts its module carries, src/lib/api/published-type.ts). `validation` is fetched right after start-up (not
 *   awaited), so the server's validation messages translate by the time a form is sent.
 * - The portal keeps the chosen language in localStorage under 'kalba'; a missing or
 *   unsupported value means Lithuanian.
 */
import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../domain/languages';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };
export const LANGUAGE_STORAGE_KEY = 'kalba';

// `?part=`: the production build splits Lithuanian common in two (vite.config.ts,
// commonLocaleParts); the dev server and the tests get the whole file for either part.
const bundled = import.meta.glob<Record<string, unknown>>('/locales/lt/common.json', { eager: true, import: 'default', query: '?part=shell' });
const deferredPart = import.meta.glob<Record<string, unknown>>('/locales/lt/common.json', { import: 'default', query: '?part=deferred' });
const lazy = import.meta.glob<Record<string, unknown>>(['/locales/*/**/*.json', '!/locales/lt/common.json'], { import: 'default' });

/** Namespaces loaded in the background right after start-up. */
export const PRELOADED_NAMESPACES: readonly string[] = ['validation'];

// JSON round trip rather than structuredClone: works in every browser the footer names.
const cloneJson = <T>(data: T): T => JSON.parse(JSON.stringify(data)) as T;

const namespaceOf = (file: string) => file.replace(/^\/locales\/[^/]+\//, '').replace(/\.json$/, '');

/** Lithuanian namespaces shipped in the initial bundle. */
export const BUNDLED_NAMESPACES: readonly string[] = Object.keys(bundled).map((file) => namespaceOf(file.split('?')[0]));

function bundledResources(): ResourceLanguage {
  const out: ResourceLanguage = {};
  // A copy per instance: i18next writes into the objects it is given (addResource).
  for (const [file, data] of Object.entries(bundled)) out[namespaceOf(file.split('?')[0])] = cloneJson(data) as ResourceLanguage[string];
  return out;
}

/** The type of a `types/<id>` namespace the build has no Lithuanian file for (a type published in the studio since), else undefined. */
function publishedTypeOf(namespace: string): string | undefined {
  const id = /^types\/([a-z0-9-]+)$/.exec(namespace)?.[1];
  return id && !lazy[`/locales/${DEFAULT_LANGUAGE}/${namespace}.json`] ? id : undefined;
}

/** Loads locales/<lng>/<ns>.json as a lazy chunk (a published type's texts: from its module); a file a language lacks is an empty namespace (lt fills in). */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazy[`/locales/${language}/${namespace}.json`];
    if (!load) {
      const published = publishedTypeOf(namespace);
      if (!published) callback(null, {});
      // a type published in the schema studio since the build: its texts come with its module (decision 0144)
      else
        void import('./api/published-type')
          .then(({ publishedTexts }) => publishedTexts(published, language))
          .then(
            (texts) => callback(null, texts as ResourceLanguage[string]),
            () => callback(null, {}),
          );
      return;
    }
    load().then(
      (data) => callback(null, cloneJson(data) as ResourceLanguage[string]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * The portal's stored language: 'kalba' in the given storage; anything unsupported
 * (or unreadable storage) gives Lithuanian.
 */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | null): Language {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const deferredLoads = new WeakMap<I18n, Promise<void>>();

/**
 * Merges the deferred sections of Lithuanian `common` into the instance: fetched once per
 * instance (a failed fetch is tried again by the next call). Lithuanian is every language's
 * fallback, so these are the texts that must be in before a page shows. English `common`
 * comes whole through the backend.
 */
export function loadDeferredSections(instance: I18n): Promise<void> {
  let loading = deferredLoads.get(instance);
  if (!loading) {
    const load = Object.values(deferredPart)[0];
    // deep merge, keeping what is there (in dev and tests the "part" is the whole file)
    loading = load().then((data) => void instance.addResourceBundle(DEFAULT_LANGUAGE, 'common', cloneJson(data), true, false));
    loading.catch(() => deferredLoads.delete(instance));
    deferredLoads.set(instance, loading);
  }
  return loading;
}

/**
 * Resolves when the instance has every text of `common` (the deferred sections are in).
 * An instance not initialised yet (the app-wide one in tests, which render with their own
 * instance from createI18n) has nothing to wait for.
 */
export function commonTextsReady(instance: I18n = i18n): Promise<void> {
  return instance.isInitialized ? loadDeferredSections(instance) : Promise.resolve();
}

function newInstance(): I18n {
  return i18next.createInstance().use(chunkBackend).use(initReactI18next);
}

async function initInstance(instance: I18n, language: Language): Promise<I18n> {
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [...BUNDLED_NAMESPACES],
    defaultNS: 'common',
    resources: { lt: bundledResources() },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes what it renders
    returnNull: false,
    react: { useSuspense: true },
    showSupportNotice: false,
  });
  void instance.loadNamespaces([...PRELOADED_NAMESPACES]);
  loadDeferredSections(instance).catch(() => {
    // retried by the first route or API message that needs them (commonTextsReady)
  });
  return instance;
}

/**
 * Creates and initialises a separate i18next instance (tests) with lt bundled and
 * everything else lazy; resolves once `language` is ready to render, with every section of
 * `common` in (a test renders any component without a route around it).
 */
export async function createI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  const instance = await initInstance(newInstance(), language);
  await loadDeferredSections(instance);
  return instance;
}

/**
 * Switches language and remembers the choice (portal). Resolves after the new language's
 * namespaces have loaded, so nothing renders half-translated.
 */
export async function changeLanguage(instance: I18n, language: Language, storage: Pick<Storage, 'setItem'> | null): Promise<void> {
  await instance.changeLanguage(language);
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/**
 * Translates a text the server sent. The server sends translation keys such as
 * 'errors.malformed_json' or 'validation.maxLength' with AJV params; a key may live in the
 * common namespace or in a namespace named by its first segment (locales/<lng>/validation.json).
 * Anything that is not a known key (a plain sentence) is returned as it came.
 */
export function translateServerText(instance: I18n, key: string, params?: Record<string, unknown>): string {
  if (!key) return '';
  const candidates = [key];
  const dot = key.indexOf('.');
  if (dot > 0 && !key.includes(':') && !/\s/.test(key)) {
    const ns = key.slice(0, dot);
    candidates.push(`${ns}:${key.slice(dot + 1)}`, `${ns}:${key}`);
  }
  // Params go under `replace` so a server param can never act as an i18next option (count, lng…).
  const options = { replace: params ?? {} };
  for (const candidate of candidates) {
    if (instance.exists(candidate)) return instance.t(candidate, options);
  }
  return key;
}

/** The app-wide instance; src/app/<face>/main.tsx awaits initI18n before the first render. */
export const i18n: I18n = newInstance();

/** Initialises the app-wide instance in the given language (call once, before rendering). */
export function initI18n(language: Language): Promise<I18n> {
  return initInstance(i18n, language);
}
