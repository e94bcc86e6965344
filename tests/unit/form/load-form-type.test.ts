/**
 * The form loader's fallback (decision 0144): a type of the build comes from its generated
 * chunk; any other from the module the server publishes (the version a document is pinned to,
 * or the newest), its texts added to its label namespace; neither: FormTypeUnavailable with a
 * message key translated in lt and en. One load per (type, version).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import { createI18n } from '../../../src/lib/i18n';
import { FormTypeUnavailable, loadFormType, loadFormTypeWithLabels } from '../../../src/form/load-form-type';
import type * as publishedType from '../../../src/lib/api/published-type';
import { importPublishedType, publishedTexts, publishedTypeUrl } from '../../../src/lib/api/published-type';

type PublishedTypeModule = typeof publishedType;

vi.mock('../../../src/lib/api/published-type', async (original) => ({
  ...(await original<PublishedTypeModule>()),
  importPublishedType: vi.fn(),
  publishedTexts: vi.fn(),
}));
const imported = vi.mocked(importPublishedType);
const texts = vi.mocked(publishedTexts);

/** A published type: the lease's generated module under another id, with its own texts. */
async function published(id: string) {
  const lease = await PRECOMPILED.nuoma();
  return {
    module: { ...lease, typeId: id },
    texts: { lt: { types: { [id]: { title: 'Įrangos nuoma' } } }, en: { types: { [id]: { title: 'Equipment rental' } } } },
  };
}

describe('loadFormType', () => {
  beforeEach(() => imported.mockReset());

  it('draws a type of the build from its generated chunk, asking the server nothing', async () => {
    expect((await loadFormType('nuoma')).id).toBe('nuoma');
    expect(imported).not.toHaveBeenCalled();
  });

  it('falls back to the published module, once per type and version, with its labels', async () => {
    imported.mockImplementation(async (id) => published(id));
    const i18n = await createI18n('lt');
    const type = await loadFormTypeWithLabels('irangos-nuoma-a', i18n);
    expect(type.id).toBe('irangos-nuoma-a');
    expect(imported).toHaveBeenCalledWith('irangos-nuoma-a', undefined);
    expect(i18n.t('types.irangos-nuoma-a.title', { ns: 'types/irangos-nuoma-a' })).toBe('Įrangos nuoma');
    expect(i18n.t('types.irangos-nuoma-a.title', { ns: 'types/irangos-nuoma-a', lng: 'en' })).toBe('Equipment rental');

    expect(await loadFormType('irangos-nuoma-a')).toBe(type);
    const pinned = await loadFormType('irangos-nuoma-a', '0123456789abcdef');
    expect(pinned).not.toBe(type);
    expect(imported.mock.calls).toEqual([
      ['irangos-nuoma-a', undefined],
      ['irangos-nuoma-a', '0123456789abcdef'],
    ]);
  });

  it('rejects with a translated FormTypeUnavailable when neither exists, and tries again next time', async () => {
    imported.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const error: unknown = await loadFormType('nera-tokio').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormTypeUnavailable);
    const { messageKey } = error as FormTypeUnavailable;
    for (const [lng, text] of [
      ['lt', /^Šio dokumento tipo nepavyko įkelti/],
      ['en', /^This document type could not be loaded/],
    ] as const) {
      expect((await createI18n(lng)).t(messageKey)).toMatch(text);
    }
    imported.mockImplementation(async (id) => published(id));
    expect((await loadFormType('nera-tokio')).id).toBe('nera-tokio');
  });

  it('imports the same-origin module URL of the version asked for', () => {
    expect(publishedTypeUrl('irangos-nuoma', '0123456789abcdef')).toBe('/api/catalog/irangos-nuoma/schema-versions/0123456789abcdef/module.js');
    expect(publishedTypeUrl('irangos-nuoma')).toBe('/api/catalog/irangos-nuoma/schema-versions/current/module.js');
  });
});

describe('labels of a published type', () => {
  it('come from its module where the build has no locale file, in the language asked for; a type of the build never asks', async () => {
    texts.mockImplementation(async (id, language) => ({ types: { [id]: { title: language === 'en' ? 'Equipment rental' : 'Įrangos nuoma' } } }));
    const lt = await createI18n('lt');
    await lt.loadNamespaces(['types/irangos-nuoma-b', 'types/nuoma']);
    expect(lt.t('types.irangos-nuoma-b.title', { ns: 'types/irangos-nuoma-b' })).toBe('Įrangos nuoma');
    const en = await createI18n('en');
    await en.loadNamespaces(['types/irangos-nuoma-b', 'types/nuoma']);
    expect(en.t('types.irangos-nuoma-b.title', { ns: 'types/irangos-nuoma-b' })).toBe('Equipment rental');
    expect(texts.mock.calls.map(([id]) => id)).not.toContain('nuoma');
  });
});
