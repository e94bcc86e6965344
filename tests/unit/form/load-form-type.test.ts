/**
 * The form loader's fallback (decision 0144): a type of the build comes from its generated
 * chunk; any other from the module the server publishes (the version a document is pinned to,
 * or the newest), its texts added to its label namespace; neither: FormTypeUnavailable with a
 * message key translated in lt and en. One load per (type, version). A build type whose version
 * the server names current is not the chunk's (republished in the studio) comes from the
 * server's module; an older pinned version's texts keep their own namespace (decision 0157).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import { createI18n } from '../../../src/lib/i18n';
import { FormTypeUnavailable, loadFormType, loadFormTypeWithLabels } from '../../../src/form/load-form-type';
import { createLabeler, labelNamespaceOf } from '../../../src/form/labels';
import type * as publishedType from '../../../src/lib/api/published-type';
import { importPublishedType, publishedTexts, publishedTypeUrl } from '../../../src/lib/api/published-type';
import type * as schemaVersion from '../../../src/lib/api/schema-version';
import { currentVersion, schemaVersionOf } from '../../../src/lib/api/schema-version';

type PublishedTypeModule = typeof publishedType;

vi.mock('../../../src/lib/api/published-type', async (original) => ({
  ...(await original<PublishedTypeModule>()),
  importPublishedType: vi.fn(),
  publishedTexts: vi.fn(),
}));
vi.mock('../../../src/lib/api/schema-version', async (original) => ({
  ...(await original<typeof schemaVersion>()),
  currentVersion: vi.fn(),
}));
const imported = vi.mocked(importPublishedType);
const texts = vi.mocked(publishedTexts);
const current = vi.mocked(currentVersion);

/** A published type: the lease's generated module under another id (its own schema object), with its own title. */
async function published(id: string, title = 'Įrangos nuoma') {
  const lease = await PRECOMPILED.nuoma();
  return {
    module: { ...lease, typeId: id, schema: structuredClone(lease.schema) },
    texts: { lt: { types: { [id]: { title } } }, en: { types: { [id]: { title: 'Equipment rental' } } } },
  };
}

describe('loadFormType', () => {
  beforeEach(() => {
    imported.mockReset();
    current.mockReset();
  });

  it("draws a type of the build from its generated chunk when the server names the chunk's version current", async () => {
    current.mockResolvedValue(await schemaVersionOf((await PRECOMPILED.nuoma()).schema));
    expect((await loadFormType('nuoma')).id).toBe('nuoma');
    expect(current).toHaveBeenCalledWith('nuoma');
    expect(imported).not.toHaveBeenCalled();
  });

  it('hashes a chunk as the server hashes the schema (16 hex digits of its SHA-256)', async () => {
    const { createHash } = await import('node:crypto');
    const { schema } = await PRECOMPILED.panauda();
    expect(await schemaVersionOf(schema)).toBe(createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16));
  });

  it("draws a build type republished in the studio from the server's module; the chunk's own version and an older build's from the chunk", async () => {
    const chunk = await PRECOMPILED.panauda();
    const republished = { module: { ...chunk, schema: structuredClone(chunk.schema) }, texts: { lt: {} } };
    current.mockResolvedValue('feedfeedfeedfeed');
    imported.mockImplementation(async (_id, version) => {
      if (version === undefined || version === 'feedfeedfeedfeed') return republished;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const newest = await loadFormType('panauda');
    expect(newest.schema).toBe(republished.module.schema);
    expect(imported.mock.calls).toEqual([['panauda', undefined]]);
    expect((await loadFormType('panauda', 'feedfeedfeedfeed')).schema).toBe(republished.module.schema);

    imported.mockClear();
    expect((await loadFormType('panauda', await schemaVersionOf(chunk.schema))).schema).toBe(chunk.schema);
    expect(imported).not.toHaveBeenCalled();
    expect((await loadFormType('panauda', '0123456789abcdef')).schema).toBe(chunk.schema);
    expect(imported.mock.calls).toEqual([['panauda', '0123456789abcdef']]);
  });

  it("keeps the build's chunk when the server's catalogue cannot be read", async () => {
    current.mockResolvedValue(undefined);
    expect((await loadFormType('lizingas')).schema).toBe((await PRECOMPILED.lizingas()).schema);
    expect(imported).not.toHaveBeenCalled();
  });

  it("labels a document pinned to an older version with that version's texts, a new one with the newest", async () => {
    const id = 'irangos-nuoma-v';
    current.mockResolvedValue('2222222222222222');
    imported.mockImplementation(async (_id, version) => published(id, version === '1111111111111111' ? 'Sena nuoma' : 'Nauja nuoma'));
    const i18n = await createI18n('lt');
    const older = await loadFormTypeWithLabels(id, i18n, '1111111111111111');
    const newest = await loadFormTypeWithLabels(id, i18n);
    const pinnedToNewest = await loadFormTypeWithLabels(id, i18n, '2222222222222222');
    expect(labelNamespaceOf(older)).toBe(`types/${id}@1111111111111111`);
    expect(createLabeler(i18n, labelNamespaceOf(older))(`types.${id}.title`)).toBe('Sena nuoma');
    for (const type of [newest, pinnedToNewest]) {
      expect(labelNamespaceOf(type)).toBe(`types/${id}`);
      expect(createLabeler(i18n, labelNamespaceOf(type))(`types.${id}.title`)).toBe('Nauja nuoma');
    }
    // the shared namespace (menus, lists) still names the newest
    expect(createLabeler(i18n)(`types.${id}.title`)).toBe('Nauja nuoma');
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
