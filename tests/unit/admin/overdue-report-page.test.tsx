// @vitest-environment jsdom
/** The nep report page: the chart draws the server's bands (every overdue item, 0 days late included), not the page's rows. */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Component as NepPage } from '../../../src/features/admin/reports/routes/nep';
import { pageTestSetup, renderPage, json } from '../../helpers/page';

pageTestSetup(['reports', 'types/sutartine-hipoteka']);

describe('the nep report page', () => {
  it('charts every overdue item by the server’s bands, the first from 0 days', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          total: 40,
          page: 1,
          pageSize: 25,
          items: [
            {
              id: 7,
              family: 'documents',
              type: 'sutartine-hipoteka',
              status: 'perduotas',
              term: 'decision',
              deadline: '2026-11-20',
              workingDaysLate: 0,
              officeName: null,
            },
          ],
          bands: [
            { from: 0, to: 1, decision: 17, correction: 2 },
            { from: 2, to: 5, decision: 0, correction: 0 },
            { from: 6, to: 20, decision: 0, correction: 0 },
            { from: 21, to: null, decision: 21, correction: 0 },
          ],
        }),
      ),
    );
    renderPage('/admin/nep', <NepPage />);
    const chart = await screen.findByRole('img', { name: 'Visi laiku neapdoroti dokumentai pagal vėlavimą darbo dienomis' });
    expect(within(chart).getByText('iki 1 darbo dienos')).toBeTruthy();
    expect(within(chart).getByText('19')).toBeTruthy();
    expect(within(chart).getByText('21 ir daugiau darbo dienų')).toBeTruthy();
  });
});
