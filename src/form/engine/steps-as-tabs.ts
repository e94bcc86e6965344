/**
 * A type that has only wizard steps, drawn as a page of tabs (TabsView): the request page
 * /prasymas/{id} shows a request — a portal wizard type — to notaries and registrars as tabs
 * (spec §2.1: asmenys, turtai, sutartis, …). Each step becomes a tab; `segmentOf` renames a
 * step to the page's tab segment, and steps renamed to the same segment become one tab with
 * their fields in order, so no field is lost. A type that has its own `tabs` keeps them.
 */
import type { LayoutSection } from '../../domain/schema/layout';
import type { FormType } from './form-type';

/** A step's tab: its segment and the title key it shows (absent: the step's own title). */
export interface TabOfStep {
  id: string;
  titleKey?: string;
}

/** Tells which tab of the page a step goes to; null keeps the step's id and title. */
export type StepSegments = (stepId: string) => TabOfStep | null;

/**
 * The tabs of a page built from wizard steps, in the steps' order.
 * @param steps the type's wizard steps
 * @param segmentOf the page's tab for a step
 */
export function tabsOfSteps(steps: readonly LayoutSection[], segmentOf: StepSegments): LayoutSection[] {
  const tabs: LayoutSection[] = [];
  for (const step of steps) {
    const target = segmentOf(step.id);
    const id = target?.id ?? step.id;
    const existing = tabs.find((t) => t.id === id);
    if (existing) {
      existing.fields = [...existing.fields, ...step.fields.filter((f) => !existing.fields.includes(f))];
      continue;
    }
    // A step keeps its title unless the page names the tab; its default key is the step's.
    const titleKey = target?.titleKey ?? step.titleKey ?? `fields.steps.${step.id}`;
    tabs.push({ id, titleKey, fields: [...step.fields], ...(step.itemRoute ? { itemRoute: step.itemRoute } : {}) });
  }
  return tabs;
}

const asPage = new WeakMap<FormType, FormType>();

/**
 * The type as a page of tabs: itself when it has tabs, else a copy whose tabs are its steps
 * (one stable object per type, so forms and hooks keyed on the type do not start over).
 * @param type a prepared type
 * @param segmentOf the page's tab for a step
 */
export function withStepsAsTabs(type: FormType, segmentOf: StepSegments): FormType {
  if (type.layout.tabs?.length || !type.layout.steps?.length) return type;
  let page = asPage.get(type);
  if (!page) {
    page = { ...type, layout: { ...type.layout, tabs: tabsOfSteps(type.layout.steps, segmentOf) } };
    asPage.set(type, page);
  }
  return page;
}
