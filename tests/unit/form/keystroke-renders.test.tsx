// @vitest-environment jsdom
/**
 * A keystroke costs only the field it changes (issue #22 item 3): typing into *Sudarymo vieta*
 * runs components inside the *dokumentas* block's form only, draws that field again and none
 * of its neighbours, stays within a small render budget, and the store holds every character
 * at once (a click on Išsaugoti right after typing saves them all). A plain text leaf goes to
 * the store without rjsf's whole-block change handling: no defaults computed, the schema
 * resolved only where rjsf draws the field again (decision 0180).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createSchemaUtils, type FieldTemplateProps } from '@rjsf/utils';
import type * as FieldTemplateModule from '../../../src/form/theme/field-template';
import { renderViews, RICH_MORTGAGE, viewTests } from './views';

const counter = await vi.hoisted(async () => (await import('./render-counter')).installRenderCounter());

/** Renders of each field's frame, by the field's id (`dokumentas.idk`). */
const frames = new Map<string, number>();
vi.mock('../../../src/form/theme/field-template', async (original) => {
  const { FieldTemplate } = await original<typeof FieldTemplateModule>();
  return {
    FieldTemplate: (props: FieldTemplateProps) => {
      frames.set(props.id, (frames.get(props.id) ?? 0) + 1);
      return FieldTemplate(props);
    },
  };
});

/** Calls of rjsf's whole-form work (every SchemaUtils shares one prototype), by method. */
const rjsfWork = new Map<string, number>();
let counting = false;
const utilsPrototype = Object.getPrototypeOf(createSchemaUtils({ isValid: () => true } as never, {})) as Record<string, (...args: unknown[]) => unknown>;
for (const method of ['getDefaultFormState', 'retrieveSchema']) {
  const own = utilsPrototype[method];
  utilsPrototype[method] = function (this: unknown, ...args: unknown[]) {
    if (counting) rjsfWork.set(method, (rjsfWork.get(method) ?? 0) + 1);
    return own.apply(this, args);
  };
}

const harness = viewTests();
const NEIGHBOURS = ['dokumentas.idk', 'dokumentas.registroNr', 'dokumentas.sudarymoData', 'dokumentas.pastabos'];
/**
 * Components a keystroke may run, emotion's style insertions included (measured: 32; 59 with a
 * TextField drawn per keystroke, decision 0169; 89 before decision 0154).
 */
const BUDGET = 33;
/**
 * Schema resolutions a keystroke may run: rjsf drawing the path again (the group's field, its
 * ObjectField, the text field). The change itself resolves nothing (5 per key before decision 0180).
 */
const DRAW_RESOLUTIONS = 3;

async function typeTwice() {
  const { store } = renderViews(harness(), '/doc/dokumento-duomenys', { ...RICH_MORTGAGE, dokumentas: { idk: '12345678901234', sudarymoData: '2026-11-01' } });
  const place = await screen.findByRole('textbox', { name: 'Sudarymo vieta' }, { timeout: 15_000 });
  // the first edit makes the document dirty (the page shows it once); the next ones are measured
  fireEvent.change(place, { target: { value: 'V' } });
  frames.clear();
  rjsfWork.clear();
  counter.start();
  counting = true;
  fireEvent.change(place, { target: { value: 'Vi' } });
  fireEvent.change(place, { target: { value: 'Vil' } });
  counting = false;
  counter.stop();
  return { store, place: place as HTMLInputElement };
}

describe('a keystroke', () => {
  it('draws only the field it changes, and the store holds what was typed at once', async () => {
    const { store, place } = await typeTwice();
    expect((store.getData().dokumentas as Record<string, unknown>).sudarymoVieta).toBe('Vil');
    expect(store.isDirty()).toBe(true);
    expect(place.value).toBe('Vil');
    expect(Object.fromEntries(NEIGHBOURS.map((id) => [id, frames.get(id) ?? 0]))).toEqual(Object.fromEntries(NEIGHBOURS.map((id) => [id, 0])));
    expect(frames.get('dokumentas.sudarymoVieta')).toBe(2);
  });

  it('runs nothing outside the block form it types into, and few components inside it', async () => {
    await typeTwice();
    const outside = counter.outermost.flat().filter((chain) => !chain.includes('BlockForm'));
    expect(outside).toEqual([]);
    const total = [...counter.counts.values()].reduce((n, c) => n + c, 0);
    expect(total / 2, JSON.stringify(Object.fromEntries(counter.counts))).toBeLessThanOrEqual(BUDGET);
    // the input already shows what was typed: the TextField is not drawn again (decision 0169)
    expect(counter.counts.get('TextField') ?? 0).toBe(0);
  });

  it("goes to the store without rjsf's whole-block change: no defaults computed, the schema resolved only to draw", async () => {
    const { store } = await typeTwice();
    expect((store.getData().dokumentas as Record<string, unknown>).sudarymoVieta).toBe('Vil');
    expect(rjsfWork.get('getDefaultFormState') ?? 0).toBe(0);
    expect(rjsfWork.get('retrieveSchema') ?? 0).toBeLessThanOrEqual(2 * DRAW_RESOLUTIONS);
  });
});
