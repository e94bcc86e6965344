// @vitest-environment jsdom
/**
 * The stsr report page: the period from the URL goes to the API, the table shows the rows
 * with Lithuanian labels and the totals, the chart is a labelled picture, CSV is offered;
 * a refused period is said in words.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Component as StsrPage } from '../../../src/features/admin/reports/routes/stsr';
import { pageTestSetup, renderPage, json } from '../../helpers/page';

pageTestSetup(['reports', 'types/sutartine-hipoteka']);

function renderAt(url: string) {
  return renderPage('/admin/stsr', <StsrPage />, { url: url });
}

describe('the stsr report page', () => {
  it('asks for the period in the URL and shows rows, totals, a labelled chart and CSV', async () => {
    const fetch = vi.fn(async () =>
      json({
        from: '2025-03-01',
        to: '2025-03-31',
        rows: [
          {
            type: 'sutartine-hipoteka',
            status: 'iregistruotas',
            officeId: 1,
            officeName: 'Notarų biuras',
            transferred: 3,
            registeredInTerm: 2,
            registeredLate: 1,
          },
        ],
        totals: { transferred: 3, registeredInTerm: 2, registeredLate: 1 },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/admin/stsr?from=2025-03-01&to=2025-03-31');
    const table = await screen.findByRole('table', { name: 'STSR pranešimų ataskaita' });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/admin/reports/stsr?from=2025-03-01&to=2025-03-31');
    expect(within(table).getByText('Įregistruotas')).toBeTruthy();
    expect(within(table).getByText('Notarų biuras')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Iš viso' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /nuo 2025-03-01 iki 2025-03-31/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atsisiųsti CSV' })).toBeTruthy();
    expect((screen.getByLabelText(/Nuo/) as HTMLInputElement).value).toBe('2025-03-01');
  });

  it('says the server’s refusal of a period in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'errors.report_period_order' }, 400)),
    );
    renderAt('/admin/stsr?from=2025-03-31&to=2025-03-01');
    expect(await screen.findByText('Laikotarpio pradžia turi būti ne vėlesnė už jo pabaigą.')).toBeTruthy();
  });
});
