/**
 * The request page's tabs from a request type's wizard steps (src/form/engine/steps-as-tabs.ts,
 * src/features/documents/item-pages.ts): steps renamed to the spec's segments, steps of one
 * segment merged, unknown steps kept, a type with tabs left alone — and, for every request type
 * of the catalogue, the page shows asmenys, turtai, sutartis with every step field exactly once.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRECOMPILED } from '../../../src/domain/generated/validators/index';
import type { LayoutSection } from '../../../src/domain/schema/layout';
import type { FormType } from '../../../src/form/engine/form-type';
import { tabsOfSteps, withStepsAsTabs } from '../../../src/form/engine/steps-as-tabs';
import { requestTabOfStep } from '../../../src/features/documents/item-pages';

const step = (id: string, fields: string[], titleKey?: string): LayoutSection => ({ id, fields, ...(titleKey ? { titleKey } : {}) });

describe('tabsOfSteps', () => {
  it('renames steps to the page segments, merges steps of one segment in order and keeps unknown steps with their own titles', () => {
    const tabs = tabsOfSteps(
      [
        step('asmenys', ['pareiskejas']),
        step('turtas', ['objektai']),
        step('objektai', ['naujiObjektai', 'objektai']),
        step('kita', ['pastabos'], 'types.x.kita'),
        step('nutraukimas', ['irasas']),
      ],
      requestTabOfStep,
    );
    expect(tabs).toEqual([
      { id: 'asmenys', titleKey: 'fields.tabs.asmenys', fields: ['pareiskejas'] },
      { id: 'turtai', titleKey: 'fields.tabs.turtai', fields: ['objektai', 'naujiObjektai'] },
      { id: 'kita', titleKey: 'types.x.kita', fields: ['pastabos'] },
      { id: 'sutartis', titleKey: 'fields.steps.nutraukimas', fields: ['irasas'] },
    ]);
  });

  it('leaves a type that has tabs as it is, and gives the same page object for the same type', () => {
    const withTabs = { layout: { tabs: [step('a', ['x'])], steps: [step('asmenys', ['x'])] } } as unknown as FormType;
    expect(withStepsAsTabs(withTabs, requestTabOfStep)).toBe(withTabs);
    const wizard = { layout: { steps: [step('asmenys', ['x'])] } } as unknown as FormType;
    const page = withStepsAsTabs(wizard, requestTabOfStep);
    expect(page).not.toBe(wizard);
    expect(page.layout.tabs).toEqual([{ id: 'asmenys', titleKey: 'fields.tabs.asmenys', fields: ['x'] }]);
    expect(page.layout.steps).toBe(wizard.layout.steps);
    expect(withStepsAsTabs(wizard, requestTabOfStep)).toBe(page);
  });
});

const REQUEST_TYPES = fs
  .readdirSync('schemas/requests')
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace(/\.schema\.json$/, ''))
  .sort();

describe('every request type of the catalogue on the request page', () => {
  it('the catalogue has request types', () => {
    expect(REQUEST_TYPES.length).toBeGreaterThan(0);
  });

  it.each(REQUEST_TYPES)('%s: tabs asmenys, turtai, sutartis hold every field of its steps once', async (typeId) => {
    const module = await PRECOMPILED[typeId]();
    const steps = module.ui.layout.steps ?? [];
    const tabs = tabsOfSteps(steps, requestTabOfStep);
    expect(tabs.map((t) => t.id)).toEqual(['asmenys', 'turtai', 'sutartis']);
    const stepFields = steps.flatMap((s) => s.fields);
    const tabFields = tabs.flatMap((t) => t.fields);
    expect(tabFields.sort()).toEqual([...new Set(stepFields)].sort());
  });
});
