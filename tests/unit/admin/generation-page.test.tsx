// @vitest-environment jsdom
/**
 * /admin/generavimas: the types' generated XSDs with their XML version and date, every version
 * published (each a download, an earlier one by ?schemaVersion=), and the schema versions their
 * documents are pinned to, the current one told from earlier ones.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Component as GenerationPage } from '../../../src/features/admin/routes/generation';
import { pageTestSetup, renderPage, json } from '../../helpers/page';

pageTestSetup(['admin']);

function openGeneration() {
  return renderPage('/admin/generavimas', <GenerationPage />);
}

describe('the generavimas page', () => {
  it('lists each type with its XML version, date and the schema versions its documents are pinned to', async () => {
    const fetch = vi.fn(async () =>
      json({
        items: [
          {
            typeId: 'sutartine-hipoteka',
            title: 'Sutartinė hipoteka',
            family: 'documents',
            xmlVersion: 1,
            date: '2026-11-20',
            xsd: 'sutartine-hipoteka.xsd',
            schemaVersion: 'aaaaaaaaaaaaaaaa',
            published: [
              { schemaVersion: 'aaaaaaaaaaaaaaaa', date: '2026-11-20', current: true },
              { schemaVersion: '0000000000000001', date: '2025-03-01', current: false },
            ],
            pinned: [
              { schemaVersion: '0000000000000001', items: 2 },
              { schemaVersion: 'aaaaaaaaaaaaaaaa', items: 5 },
            ],
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    openGeneration();
    const table = await screen.findByRole('table', { name: 'Sugeneruotos XML schemos ir schemų versijos' });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/xml-schema-versions');
    const row = within(table).getByRole('row', { name: /Sutartinė hipoteka/ });
    expect(within(row).getByText('2026-11-20')).toBeTruthy();
    expect(within(row).getByText(/\(ankstesnė\): dokumentų: 2/)).toBeTruthy();
    expect(within(row).getByText(/\(dabartinė\): dokumentų: 5/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'XML schemų generavimas' })).toBeTruthy();
    // every published version is a download: the current by its name, an earlier one by its version
    const current = within(row).getByRole('link', { name: 'Atsisiųsti XSD: Sutartinė hipoteka, versija aaaaaaaaaaaaaaaa' });
    expect(current.getAttribute('href')).toBe('/api/xsdschema/sutartine-hipoteka.xsd');
    const earlier = within(row).getByRole('link', { name: 'Atsisiųsti XSD: Sutartinė hipoteka, versija 0000000000000001' });
    expect(earlier.getAttribute('href')).toBe('/api/xsdschema/sutartine-hipoteka.xsd?schemaVersion=0000000000000001');
    expect(within(row).getByText(/\(ankstesnė\), paskelbta 2025-03-01/)).toBeTruthy();
  });

  it('says when the list could not be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'errors.server' }, 500)),
    );
    openGeneration();
    expect(await screen.findByText('Nepavyko gauti duomenų. Atnaujinkite puslapį.')).toBeTruthy();
  });
});
