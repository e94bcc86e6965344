/**
 * Test helper: mounts a face's real route table in a memory router inside the real
 * providers, with fetch answering the API calls the shells make (version, banner).
 */
import { act, configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { i18n, initI18n, type Language } from '../../../src/lib/i18n';
import { AppProviders } from '../../../src/app/providers';
import { SwrHost } from '../../../src/app/swr-host';
import { workplaceTheme } from '../../../src/app/theme';

// Page chunks are transformed on first import; on a busy machine that can exceed the
// default 1 s wait of findBy* (this bounds waiting, it asserts no duration).
configure({ asyncUtilTimeout: 10_000 });

export interface ApiStub {
  version?: string;
  systemInfo?: string | null;
}

/** Replaces global fetch with an answer for /version and /system-info; returns the mock. */
export function stubApi({ version = '1.3.16', systemInfo = null }: ApiStub = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.endsWith('/version')
      ? { version }
      : url.endsWith('/system-info')
        ? { sistemos_informavimas: systemInfo }
        : { message: 'errors.not_found' };
    const status = url.endsWith('/version') || url.endsWith('/system-info') ? 200 : 404;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export async function renderApp(routes: RouteObject[], path: string, language: Language = 'lt') {
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <AppProviders theme={workplaceTheme} i18n={i18n} DataHost={SwrHost}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return { router, ...view };
}
