// @vitest-environment jsdom
/**
 * Drafts (decision 0090): "Išsaugoti" on a new document saves whatever is filled — it no longer
 * waits until every tab is valid — and opens the saved draft.
 */
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';

const createDocument = vi.fn();
vi.mock('../../../src/features/documents/api/documents', () => ({ createDocument: (...args: unknown[]) => createDocument(...args) }));
vi.mock('../../../src/lib/api/client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

import { NewDocument } from '../../../src/features/documents/components/new-document';
import { loadHarness, TYPE_ID, type Harness } from '../form/harness';

let h: Harness;
beforeAll(async () => {
  h = await loadHarness();
});
afterEach(() => {
  cleanup();
  createDocument.mockReset();
});

function Page() {
  const { '*': splat = '' } = useParams();
  return <NewDocument typeId={TYPE_ID} basePath="/naujas" splat={splat} />;
}

describe('a new document', () => {
  it('is saved half-filled and opens as a draft', async () => {
    createDocument.mockResolvedValue({ id: 7, version: 1, issues: [{ path: '/skolininkai', messageKey: 'validation.required', severity: 'critical' }] });
    const router = createMemoryRouter(
      [
        { path: '/naujas/*', element: <Page /> },
        { path: '/dokumentas/:id', element: <h1>Juodraštis</h1> },
      ],
      { initialEntries: ['/naujas/dokumentas'] },
    );
    render(
      <I18nextProvider i18n={h.i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Išsaugoti' }, { timeout: 15_000 }));
    await waitFor(() => expect(createDocument).toHaveBeenCalledWith(TYPE_ID, expect.not.objectContaining({ skolininkai: expect.anything() })));
    expect(await screen.findByRole('heading', { name: 'Juodraštis' })).toBeTruthy();
  });
});
