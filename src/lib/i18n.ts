/**
 * Translations (i18next). Lithuanian is the default AND the fallback language; English
 * exists for the self-service portal only (the workplace is Lithuanian only).
 *
 * - Every file locales/<lng>/<namespace>.json is a namespace (nested folders too:
 *   locales/lt/types/x.json is namespace 'types/x'). Lithuanian `common` is bundled into
 *   the initial JavaScript, so a Lithuanian page never waits for it; every other file (all
 *   of English, `validation`, labels of document types, …) is a lazy chunk loaded on demand
 *   by the small backend below. `validation` is fetched right after start-up (not awaited),
 *   so the server's validation messages translate by the time a form is sent.
 * - The portal keeps the chosen language in localStorage under 'kalba'; a missing or
 *   unsupported value means Lithuanian.
 */
import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../domain/languages';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };
export const LANGUAGE_STORAGE_KEY = 'kalba';

const bundled = import.meta.glob<Record<string, unknown>>('/locales/lt/common.json', { eager: true, import: 'default' });
const lazy = import.meta.glob<Record<string, unknown>>(['/locales/*/**/*.json', '!/locales/lt/common.json'], { import: 'default' });

/** Namespaces loaded in the background right after start-up. */
export const PRELOADED_NAMESPACES: readonly string[] = ['validation'];

// JSON round trip rather than structuredClone: works in every browser the footer names.
const cloneJson = <T,>(data: T): T => JSON.parse(JSON.stringify(data)) as T;

const namespaceOf = (file: string) => file.replace(/^\/locales\/[^/]+\//, '').replace(/\.json$/, '');

/** Lithuanian namespaces shipped in the initial bundle. */
export const BUNDLED_NAMESPACES: readonly string[] = Object.keys(bundled).map(namespaceOf);

function bundledResources(): ResourceLanguage {
  const out: ResourceLanguage = {};
  // A copy per instance: i18next writes into the objects it is given (addResource).
  for (const [file, data] of Object.entries(bundled)) out[namespaceOf(file)] = cloneJson(data) as ResourceLanguage[string];
  return out;
}

/** Loads locales/<lng>/<ns>.json as a lazy chunk; a file a language lacks is an empty namespace (lt fills in). */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazy[`/locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
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
  return instance;
}

/**
 * Creates and initialises a separate i18next instance (tests) with lt bundled and
 * everything else lazy; resolves once `language` is ready to render.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  return initInstance(newInstance(), language);
}

/**
 * Switches language and remembers the choice (portal). Resolves after the new language's
 * namespaces have loaded, so nothing renders half-translated.
 */
export async function changeLanguage(
  instance: I18n,
  language: Language,
  storage: Pick<Storage, 'setItem'> | null,
): Promise<void> {
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
