// @vitest-environment jsdom
/**
 * The deferred sections of `common` (src/lib/README.md, Translations): the build leaves them
 * out of the first load, so whoever shows them must wait for them, and the pages of the
 * first load must not use them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/lib/api/create-api-client';
import { createEventBus, type AppEvents } from '../../../src/lib/events';
import { commonTextsReady, createI18n, i18n as appI18n } from '../../../src/lib/i18n';
import { lazyRoute } from '../../../src/lib/routing/lazy-route';
import { DEFERRED_COMMON_SECTIONS } from '../../../src/lib/i18n-sections';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const common = (lng: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', lng, 'common.json'), 'utf8')) as Record<string, unknown>;

describe('deferred sections of common', () => {
  it('each named section exists in lt and en (a renamed section would silently be bundled)', () => {
    for (const lng of ['lt', 'en']) for (const section of DEFERRED_COMMON_SECTIONS) expect(Object.keys(common(lng)), `${lng}: ${section}`).toContain(section);
  });

  it('createI18n (tests) has them: a lifecycle text translates', async () => {
    const i18n = await createI18n('lt');
    await expect(commonTextsReady(i18n)).resolves.toBeUndefined();
    const [key] = Object.keys(common('lt').lifecycle as object);
    expect(i18n.exists(`lifecycle.${key}`)).toBe(true);
  });

  it('an instance not initialised (the app-wide one in tests) has nothing to wait for', async () => {
    expect(appI18n.isInitialized).toBeFalsy();
    await expect(commonTextsReady()).resolves.toBeUndefined();
    const route = await lazyRoute(async () => ({ Component: () => null }))();
    expect(route.Component).toBeTypeOf('function');
  });

  it('the API client translates a refusal only after the texts are in', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const loaded = new Set<string>();
    const translate = vi.fn((key: string) => (loaded.has(key) ? `text of ${key}` : key));
    const client = createApiClient({
      base: '/api',
      getToken: () => null,
      timeoutMs: 50_000,
      notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() },
      events: createEventBus<AppEvents>(),
      translate,
      textsReady: () => ready,
      fetch: (async () =>
        new Response(JSON.stringify({ message: 'errors.conflict' }), { status: 409, headers: { 'content-type': 'application/json' } })) as typeof fetch,
    });
    const call = client.get<unknown>('/x').then(
      () => new Error('expected a refusal'),
      (e: unknown) => e as Error,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(translate).not.toHaveBeenCalled();
    loaded.add('errors.conflict');
    release();
    expect((await call).message).toBe('text of errors.conflict');
  });
});

/** Source files reachable through relative static imports (dynamic `import()` excluded). */
function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/^(?:import|export)\s(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)) {
      const base = path.resolve(path.dirname(file), spec);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (found && !found.endsWith('.json')) visit(found);
    }
  };
  entries.forEach((e) => visit(path.join(ROOT, e)));
  return [...seen];
}

describe('the first-paint routes use no deferred section', () => {
  // A text shown only after an API answer is safe: the client waits for the texts first.
  // A route table's crumb shows only once its route matched, i.e. after its lazy parent (which waits) loaded.
  const SAFE = new Set([
    'src/features/auth/routes/login.tsx errors.server',
    ...['certificates.nav.', 'certificates.nav.sklypai', 'certificates.nav.order', 'certificates.nav.list'].map(
      (k) => `src/features/certificates/routes.tsx ${k}`,
    ),
  ]);
  const files = staticClosure([
    'src/app/workplace/main.tsx',
    'src/app/portal/main.tsx',
    'src/features/auth/routes/login.tsx',
    'src/app/portal/layout.tsx',
    'src/app/portal/pages/services.tsx',
  ]);
  const key = new RegExp(`['"\`](?:${DEFERRED_COMMON_SECTIONS.join('|')})\\.[A-Za-z_.]+`, 'g');

  it('walks the pages (sanity)', () => {
    expect(files.some((f) => f.endsWith('src/features/self-service/routes/services-page.tsx'))).toBe(true);
  });

  // src/lib translates server keys only after an answer (the API client waits: tested above)
  const pages = files.filter((f) => !f.includes(`${path.sep}src${path.sep}lib${path.sep}`));

  it.each(DEFERRED_COMMON_SECTIONS)('no "%s." key in their static imports', (section) => {
    const used = pages.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(key)]
        .map((m) => `${path.relative(ROOT, file)} ${m[0].slice(1)}`)
        .filter((u) => u.split(' ')[1].startsWith(`${section}.`)),
    );
    expect(used.filter((u) => !SAFE.has(u))).toEqual([]);
  });
});
