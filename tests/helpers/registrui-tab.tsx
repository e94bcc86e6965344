/**
 * What the registrui tab's browser tests share (tests/unit/lifecycle/): Lithuanian texts of
 * the given namespaces, a document's lifecycle view with every field at rest, the lifecycle
 * action as the server lists it, and the tab (or any element) rendered on a memory router at
 * /dokumentas/5/registrui inside a fresh SWR cache. Use `registruiTabSetup(namespaces)` at the
 * top of the file.
 */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { ComponentProps, ReactElement } from 'react';
import RegistruiTab from '../../src/features/lifecycle/components/registrui-tab';
import type { LifecycleView } from '../../src/features/lifecycle/api';
import { pageTestSetup, pageTexts } from './page';

/** Loads the texts before the file's tests and cleans up after each (tests/helpers/page.tsx). */
export const registruiTabSetup = pageTestSetup;

/** Document 5's lifecycle view, version 3, in preparation, nothing done yet; `over` sets what a test needs. */
export function lifecycleView(over: Partial<LifecycleView> = {}): LifecycleView {
  return {
    id: 5,
    status: 'rengiamas',
    version: 3,
    noticeKind: 'pirminis',
    entry: null,
    basis: null,
    registryNumber: null,
    registeredAt: null,
    registeredVersion: null,
    transferredAt: null,
    decisionDeadline: null,
    returnedAt: null,
    returnReason: null,
    correctionDeadline: null,
    allowedActions: [],
    actions: [],
    entryActions: [],
    defaults: {},
    checks: [],
    signing: null,
    approval: null,
    ...over,
  };
}

/** A lifecycle action as the view lists it: its confirm question and form by name, no critical error. */
export const lifecycleAction = (name: LifecycleView['actions'][number]['action']): LifecycleView['actions'][number] => ({
  action: name,
  confirmKey: `lifecycle.confirm.${name}`,
  form: `https://registrai.lt/lifecycle/forms/${name}.schema.json`,
  criticalKey: null,
  missedDeadlineReasonRequired: false,
});

/** Renders `element` with the texts, a fresh SWR cache and a memory router opened at `url`. */
export function renderAt(element: ReactElement, url = '/dokumentas/5/registrui'): void {
  render(
    <I18nextProvider i18n={pageTexts()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </SWRConfig>
    </I18nextProvider>,
  );
}

/** Renders the registrui tab of document 5 (`document` overrides the page's document). @returns the reload spy */
export function renderRegistruiTab(o: { document?: Partial<ComponentProps<typeof RegistruiTab>['document']>; readOnly?: boolean; url?: string } = {}) {
  const reload = vi.fn<() => void>();
  renderAt(
    <RegistruiTab
      document={{ id: 5, type: 'sutartine-hipoteka', status: 'rengiamas', version: 3, editable: true, allowedActions: [], lock: null, ...o.document }}
      readOnly={o.readOnly ?? false}
      reload={reload}
      rest={[]}
    />,
    o.url,
  );
  return reload;
}
