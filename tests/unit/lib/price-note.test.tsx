// @vitest-environment jsdom
/** The portal wizard says a service's fee before signing; a free service says nothing. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PriceNote } from '../../../src/lib/price-note';
import { json, pageTestSetup, renderPage } from '../../helpers/page';

pageTestSetup(['common']);

describe('PriceNote', () => {
  it('states the fee of a priced type as Lithuanians write money', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ price: { amountCents: 348, currency: 'EUR' } })),
    );
    renderPage('/x', <PriceNote typeId="pazyma-misku-ukio" />, { roles: ['EL_FA'] });
    expect(await screen.findByText(/Paslaugos kaina – 3,48\s€/)).toBeTruthy();
  });

  it('shows nothing for a free type', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => json({ price: null }));
    vi.stubGlobal('fetch', fetch);
    renderPage('/x', <PriceNote typeId="pazyma-zemes-sklypas" />, { roles: ['EL_FA'] });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0][0])).toContain('/cart/price/pazyma-zemes-sklypas');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
