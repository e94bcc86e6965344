// @vitest-environment jsdom
/** The browser's contract calls (src/lib/api/call.ts): the path and query come from the contract and the typed input. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPayment } from '../../../src/domain/contracts/cart';
import { listReceivedNotices, getNotice } from '../../../src/domain/contracts/notices';
import { call, endpointPath } from '../../../src/lib/api/call';

afterEach(() => vi.unstubAllGlobals());

describe('endpointPath', () => {
  it('fills the params, encoded', () => {
    expect(endpointPath(getNotice, { params: { token: 'a/b c' } })).toBe('/notices/a%2Fb%20c');
  });

  it('appends the query in the given order and leaves out empty values', () => {
    expect(endpointPath(listReceivedNotices, { query: { page: 2, pageSize: 25, kind: '' } })).toBe('/notices?page=2&pageSize=25');
  });
});

describe('call', () => {
  it("sends the contract's method, the filled path and the body, and resolves with the answer", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ redirectUrl: '/sav/cart-payments/x' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await call(startPayment, {
      params: { paslaugaID: 'pazyma-misku-ukio', uzsakymasID: 5 },
      body: { returnPath: '/krepselis/pazyma-misku-ukio/5' },
    });
    expect(answer.redirectUrl).toBe('/sav/cart-payments/x');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/cart\/pazyma-misku-ukio\/5\/pay$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ returnPath: '/krepselis/pazyma-misku-ukio/5' });
  });
});
