// @vitest-environment jsdom
/**
 * The tooltip section: saving a help text also reloads the forms' help texts (the
 * use-tooltips cache of both languages), so the administrator's next form shows the new text.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { tooltipsKey } from '../../../src/form/hooks/use-tooltips';
import { Component as TooltipsPage } from '../../../src/features/admin/routes/tooltips';
import { pageTestSetup, renderPage, json } from '../../helpers/page';

pageTestSetup(['admin']);

const entry = { code: 'IDK', text: 'Senas tekstas.', text_en: null, active: true, updated_at: '2026-11-20T10:00:00.000Z', used_in: [] };

describe('the tooltip section', () => {
  it('reloads the forms’ help texts of both languages after a save', async () => {
    const fetch = vi.fn(async (url: string | URL, init?: RequestInit) => {
      const path = String(url);
      if (init?.method === 'PUT') return json({ ...entry, text: 'Naujas tekstas.' });
      if (path.includes('/admin/tooltip')) return json({ items: [entry] });
      return json([{ too_kodas: 'IDK', too_tekstas: 'Naujas tekstas.', too_aktyvus: true }]);
    });
    vi.stubGlobal('fetch', fetch);
    // the forms' cache as a session that has opened a form holds it
    const cache = new Map<string, unknown>([
      [tooltipsKey('lt'), { data: [{ too_kodas: 'IDK', too_tekstas: 'Senas tekstas.', too_aktyvus: true }] }],
      [tooltipsKey('en'), { data: [] }],
    ]);
    renderPage('/admin/tooltip', <TooltipsPage />, { cache });
    fireEvent.change(await screen.findByLabelText(/IDK: tekstas lietuvių kalba/), { target: { value: 'Naujas tekstas.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Išsaugoti IDK' }));
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/tooltip?kalba='))).toHaveLength(2));
    await waitFor(() => expect((cache.get(tooltipsKey('lt')) as { data: { too_tekstas: string }[] }).data[0].too_tekstas).toBe('Naujas tekstas.'));
  });
});
