// @vitest-environment jsdom
/**
 * downloadFile (src/lib/api/download.ts), the one binary download of the portal (certificate
 * PDFs, signed request containers): the bearer token goes along, the body is saved under the
 * given name, and a refusal rejects with the server's message key without saving anything.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  document.documentElement.dataset.face = 'portal';
});

import { ApiError } from '../../../src/lib/api/api-error';
import { downloadFile } from '../../../src/lib/api/download';
import { session } from '../../../src/lib/session';
import { testSession } from '../auth/session-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clearSession();
});

function stubBrowser(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(response);
    }),
  );
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:saved');
  URL.revokeObjectURL = vi.fn();
  return { calls, saved };
}

describe('downloadFile', () => {
  it('fetches the path under the face base with the bearer token and saves the body under the name', async () => {
    session.setSession(testSession(['EL_FA']));
    const { calls, saved } = stubBrowser(new Response('%PDF-1.7', { status: 200 }));
    await downloadFile('/certificates/5/pdf', 'pazyma-NTR-2026-000001.pdf');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/sav/certificates/5/pdf');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe(`Bearer ${session.getToken()}`);
    expect(saved).toEqual([{ href: 'blob:saved', download: 'pazyma-NTR-2026-000001.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('a refusal rejects with the status and the server message key and saves nothing', async () => {
    session.setSession(testSession(['EL_FA']));
    const { saved } = stubBrowser(
      new Response(JSON.stringify({ message: 'errors.certificate_expired' }), { status: 410, headers: { 'content-type': 'application/json' } }),
    );
    const failure = await downloadFile('/certificates/3/pdf', 'x.pdf').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(410);
    expect((failure as ApiError).messageKey).toBe('errors.certificate_expired');
    expect(saved).toEqual([]);
  });

  it('a refusal that is no JSON keeps the generic key; signed out, no Authorization is sent', async () => {
    const { calls } = stubBrowser(new Response('<html>bad gateway</html>', { status: 502 }));
    const failure = await downloadFile('/requests/7/signature/container', 'prasymas-7.asice').catch((e: unknown) => e);
    expect((failure as ApiError).messageKey).toBe('errors.server');
    expect(calls[0]?.init.headers).toEqual({});
  });
});
