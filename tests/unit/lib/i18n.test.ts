// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import lt from '../../../locales/lt/common.json';
import en from '../../../locales/en/common.json';
import { BUNDLED_NAMESPACES, LANGUAGE_STORAGE_KEY, changeLanguage, createI18n, readStoredLanguage, translateServerText } from '../../../src/lib/i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('i18n', () => {
  it('Lithuanian is the default and is bundled (no loading needed)', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('lt');
    expect(BUNDLED_NAMESPACES).toContain('common');
    expect(i18n.t('app.registryName')).toBe('Sutarčių ir teisių suvaržymų registras');
  });

  it('English loads on demand', async () => {
    const i18n = await createI18n('en');
    expect(i18n.t('app.portalTitle')).toBe('Register of Contracts and Restrictions of Rights — Self-service');
  });

  it('a key missing in English falls back to Lithuanian', async () => {
    const i18n = await createI18n('en');
    i18n.addResource('lt', 'common', 'onlyInLithuanian', 'Tik lietuviškai');
    expect(i18n.exists('onlyInLithuanian', { lng: 'en', fallbackLng: false })).toBe(false);
    expect(i18n.t('onlyInLithuanian')).toBe('Tik lietuviškai');
    expect(i18n.t('app.registryName')).toBe('Register of Contracts and Restrictions of Rights');
  });

  it('switching language remembers it under "kalba"', async () => {
    const i18n = await createI18n('lt');
    const storage = memoryStorage();
    await changeLanguage(i18n, 'en', storage);
    expect(i18n.language).toBe('en');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('nav.services')).toBe('Services');
  });

  it('common.json has the same keys in lt and en (every shell string in both)', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(lt).sort());
  });
});

describe('readStoredLanguage', () => {
  it.each([
    [{ kalba: 'en' }, 'en'],
    [{ kalba: 'lt' }, 'lt'],
    [{ kalba: 'de' }, 'lt'],
    [{ kalba: 'EN' }, 'lt'],
    [{}, 'lt'],
  ])('%j gives %s', (stored, expected) => {
    expect(readStoredLanguage(memoryStorage(stored))).toBe(expected);
  });

  it('unreadable storage gives Lithuanian', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredLanguage(broken)).toBe('lt');
    expect(readStoredLanguage(null)).toBe('lt');
  });
});

describe('translateServerText', () => {
  it('translates a common key with params', async () => {
    const i18n = await createI18n();
    expect(translateServerText(i18n, 'validation.maxLength', { limit: 5 })).toBe('Viršytas simbolių limitas (daugiausiai 5 simb.).');
  });

  it('finds a key in the namespace named by its first segment', async () => {
    const i18n = await createI18n();
    i18n.addResourceBundle('lt', 'checks', { idk: 'IDK turi būti sudarytas iš 14 skaitmenų.' });
    expect(translateServerText(i18n, 'checks.idk')).toBe('IDK turi būti sudarytas iš 14 skaitmenų.');
  });

  it('returns text that is no key as it came', async () => {
    const i18n = await createI18n();
    expect(translateServerText(i18n, 'Dokumentas užrakintas: jį redaguoja kitas naudotojas.')).toBe('Dokumentas užrakintas: jį redaguoja kitas naudotojas.');
    expect(translateServerText(i18n, 'errors.no_such_key')).toBe('errors.no_such_key');
    expect(translateServerText(i18n, '')).toBe('');
  });

  it('a server param named like an i18next option is only interpolated', async () => {
    const i18n = await createI18n();
    i18n.addResource('lt', 'common', 'probe', 'Kiekis {{count}}, kalba {{lng}}');
    expect(translateServerText(i18n, 'probe', { count: 3, lng: 'en' })).toBe('Kiekis 3, kalba en');
    expect(i18n.language).toBe('lt');
  });
});
