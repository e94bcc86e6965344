// @vitest-environment jsdom
/**
 * The susijusiems report page: nothing is asked before a personal code is given; the code,
 * period and page from the URL go to the API; the rows, a chart by organisation and CSV are shown.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Component as RelatedPage } from '../../../src/features/admin/reports/routes/susijusiems';
import { pageTestSetup, renderPage, json } from '../../helpers/page';

pageTestSetup(['reports', 'search']);

/** The page asks the report and the purposes' names (GET …/classifiers/paieskos-tikslai/names). */
const PURPOSE_NAMES = {
  items: [{ code: 'kreditavimas', name_lt: 'Kredito ar lizingo sutarties sudarymas ir vykdymas', name_en: 'Credit or leasing contract' }],
};
const answering = (report: unknown) => vi.fn(async (url: unknown) => json(String(url).includes('/classifiers/') ? PURPOSE_NAMES : report));
const reportCalls = (fetch: ReturnType<typeof answering>) => fetch.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/admin/reports/'));

function renderAt(url: string) {
  return renderPage('/admin/susijusiems', <RelatedPage />, { url: url });
}

describe('the susijusiems report page', () => {
  it('asks nothing until a personal code is given, then keeps it in the URL', async () => {
    const fetch = answering({ total: 0, page: 1, pageSize: 25, items: [], byOrganisation: [] });
    vi.stubGlobal('fetch', fetch);
    const router = renderAt('/admin/susijusiems?from=2026-11-01&to=2026-11-30');
    expect(reportCalls(fetch)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Atsisiųsti CSV' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Asmens kodas/), { target: { value: '38703181745' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rodyti' }));
    expect(await screen.findByText('Šiuo laikotarpiu asmens duomenimis niekas nesidomėjo.')).toBeTruthy();
    expect(router.state.location.search).toContain('personCode=38703181745');
    expect(reportCalls(fetch)[0]).toContain('/admin/reports/susijusiems?personCode=38703181745&from=2026-11-01&to=2026-11-30&page=1&pageSize=25');
  });

  it('shows the rows with translated actions and purposes, a chart by organisation and CSV', async () => {
    vi.stubGlobal(
      'fetch',
      answering({
        total: 2,
        page: 1,
        pageSize: 25,
        items: [
          {
            at: '2026-11-20T10:00:00.000Z',
            event: 'search',
            actor: 'Banko darbuotoja',
            organisation: 'AB bankas',
            purpose: 'kreditavimas',
            detail: 'fizinis',
          },
          { at: '2026-11-15T09:00:00.000Z', event: 'extract', actor: 'Kasparas', organisation: null, purpose: null, detail: 'S-1' },
        ],
        byOrganisation: [
          { organisation: 'AB bankas', searches: 1, reads: 0, extracts: 0 },
          { organisation: null, searches: 0, reads: 0, extracts: 1 },
        ],
      }),
    );
    renderAt('/admin/susijusiems?personCode=38703181745&from=2026-11-01&to=2026-11-30');
    const table = await screen.findByRole('table', { name: 'Kas domėjosi asmens duomenimis' });
    expect(within(table).getByText('Paieška')).toBeTruthy();
    expect(within(table).getByText('Išrašas')).toBeTruthy();
    expect(within(table).getByText('S-1')).toBeTruthy();
    expect(await within(table).findByText('Kredito ar lizingo sutarties sudarymas ir vykdymas')).toBeTruthy();
    expect(within(table).queryByText('kreditavimas')).toBeNull();
    const chart = screen.getByRole('img', { name: 'Paieškos, peržiūros ir išrašai pagal įstaigą nuo 2026-11-01 iki 2026-11-30' });
    expect(within(chart).getByText('Be įstaigos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atsisiųsti CSV' })).toBeTruthy();
  });
});
