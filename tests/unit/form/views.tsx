/**
 * A memory-router page for view tests: the document at /doc (tabs at /doc/:tab, the wizard at
 * /doc/step/:step) and another page at /kitur to leave to; `readOnly` shows the tabs read-only.
 */
import fs from 'node:fs';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { FieldError } from '../../../src/domain/schema/field-errors';
import { SchemaFormProvider } from '../../../src/form/components/form-session';
import { TabsView } from '../../../src/form/components/tabs-view';
import { UnsavedChangesGuard } from '../../../src/form/components/unsaved-changes-guard';
import { WizardView } from '../../../src/form/components/wizard-view';
import { createDocumentStore, type DocumentData } from '../../../src/form/engine/document-store';
import { loadHarness, TODAY, type Harness } from './harness';

/** The valid mortgage with all 16 asset kinds: the data the view tests draw. */
export const RICH_MORTGAGE = JSON.parse(fs.readFileSync('tests/fixtures/sutartine-hipoteka/valid/visos-rusys-16-turto-rusiu.json', 'utf8')).data as Record<
  string,
  unknown
>;

/**
 * The view tests' set-up, registered by the test file that calls it: the harness loaded once;
 * scroll containers given a size before each test (jsdom lays nothing out, so a table's window
 * would have no rows); cleanup after. Answers the harness once loaded.
 */
export function viewTests(): () => Harness {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await loadHarness();
  });
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(540);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(960);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return () => {
    if (!h) throw new Error('the harness loads in beforeAll');
    return h;
  };
}

export function renderViews(
  h: Harness,
  path: string,
  data: DocumentData,
  onSubmit: (data: DocumentData) => FieldError[] = () => [],
  { readOnly = false }: { readOnly?: boolean } = {},
) {
  const store = createDocumentStore(data);
  function Document() {
    const { '*': splat = '' } = useParams();
    const segments = splat.split('/').filter(Boolean).map(decodeURIComponent);
    return (
      <SchemaFormProvider type={h.type} store={store} tooltips={new Map()} today={TODAY}>
        {segments[0] === 'step' ? (
          <WizardView basePath="/doc" step={segments[1]} onSubmit={onSubmit} />
        ) : (
          <TabsView basePath="/doc" tab={segments[0]} rest={segments.slice(1)} readOnly={readOnly} />
        )}
        <UnsavedChangesGuard within="/doc" />
      </SchemaFormProvider>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/doc/*', element: <Document /> },
      { path: '/kitur', element: <h1>Kitas puslapis</h1> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <I18nextProvider i18n={h.i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { store, router, ...result };
}
