/**
 * Test harness for the renderer: the real generated type module, a real i18next instance
 * with the type's labels loaded, and a form session around the tree under test.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import { createI18n } from '../../../src/lib/i18n';
import { SchemaFormProvider } from '../../../src/form/components/form-session';
import { createDocumentStore, type DocumentData, type DocumentStore } from '../../../src/form/engine/document-store';
import { prepareFormType, type FormType } from '../../../src/form/engine/form-type';
import { formNamespaces } from '../../../src/form/labels';

export const TYPE_ID = 'sutartine-hipoteka';
export const TODAY = '2026-11-20';

export interface Harness {
  i18n: I18n;
  type: FormType;
  /** sub-schemas rjsf asked about that have no precompiled validator */
  missing: string[];
}

export async function loadHarness(typeId = TYPE_ID): Promise<Harness> {
  const i18n = await createI18n('lt');
  await i18n.loadNamespaces(formNamespaces(typeId));
  const missing: string[] = [];
  const type = prepareFormType(await PRECOMPILED[typeId](), (key) => missing.push(key));
  return { i18n, type, missing };
}

/**
 * Renders `ui` inside a form session over `data`.
 * @param tooltips help texts by code; 'server' uses the (mocked) GET /tooltip
 */
export function renderForm(
  h: Harness,
  ui: ReactNode,
  data: DocumentData = {},
  tooltips: ReadonlyMap<string, string> | 'server' = new Map(),
): { store: DocumentStore } & ReturnType<typeof render> {
  const store = createDocumentStore(data);
  const result = render(
    <I18nextProvider i18n={h.i18n}>
      <SchemaFormProvider type={h.type} store={store} tooltips={tooltips === 'server' ? undefined : tooltips} today={TODAY}>
        {ui}
      </SchemaFormProvider>
    </I18nextProvider>,
  );
  return { store, ...result };
}
