// @vitest-environment jsdom
/**
 * One submit path: what the document page posts is the form session's submittable data — a
 * top-level field its layout condition hides (givers of a pledge no longer "svetimas") stays on
 * screen memory but is not sent, on an existing document and on a new one.
 */
import { Suspense } from 'react';
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

const saveItem = vi.fn();
vi.mock('../../../src/lib/api/items', () => ({ saveItem: (...args: unknown[]) => saveItem(...args) }));
vi.mock('../../../src/lib/use-item-lock', () => ({ useItemLock: () => ({ lock: null, failed: false }) }));
vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { DocumentEditor } from '../../../src/features/documents/components/document-editor';
import { loadHarness, TYPE_ID, type Harness } from '../form/harness';

const rich = JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/visos-rusys-16-turto-rusiu.json', 'utf8')).data as Record<string, unknown>;

let h: Harness;
beforeAll(async () => {
  h = await loadHarness();
});
afterEach(() => {
  cleanup();
  saveItem.mockReset();
});

describe('saving a document', () => {
  it('leaves out a field its condition hides', async () => {
    expect(rich.ikaitoDavejai).toBeDefined();
    const data = { ...rich, rusys: ['maksimalus'] };
    saveItem.mockResolvedValue({ id: 3, version: 2, issues: [] });
    const start = {
      document: { id: 3, type: TYPE_ID, status: 'rengiamas', version: 1, editable: true, allowedActions: [], lock: null, schemaVersion: '1', data },
      type: h.type,
    };
    const router = createMemoryRouter(
      [{ path: '/dokumentas/3/*', element: <DocumentEditor start={start} basePath="/dokumentas/3" segments={['dokumento-duomenys']} reload={() => {}} /> }],
      {
        initialEntries: ['/dokumentas/3/dokumento-duomenys'],
      },
    );
    render(
      <I18nextProvider i18n={h.i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Išsaugoti' }, { timeout: 15_000 }));
    await waitFor(() => expect(saveItem).toHaveBeenCalled());
    const posted = saveItem.mock.calls[0][3] as Record<string, unknown>;
    expect(posted.rusys).toEqual(['maksimalus']);
    expect(posted).not.toHaveProperty('ikaitoDavejai');
  });
});
