import { describe, expect, it } from 'vitest';
import { schema, ui } from '../../src/domain/generated/validators/sutartine-hipoteka.js';
import { conditionHolds, isFieldVisible, sectionTitleKey, visibleSections } from '../../src/domain/schema/layout.js';
import { lookup, readLocale } from '../../scripts/lib/labels.js';

const ids = (sections: { id: string }[]) => sections.map((s) => s.id);

describe('layout vocabulary: sutartine-hipoteka as tabs and as a wizard', () => {
  it('conditions: a list contains a value, or a field equals one', () => {
    expect(conditionHolds({ field: 'rusys', contains: 'svetimas' }, { rusys: ['paprastas', 'svetimas'] })).toBe(true);
    expect(conditionHolds({ field: 'rusys', contains: 'svetimas' }, { rusys: 'svetimas' })).toBe(false);
    expect(conditionHolds({ field: 'tipas', equals: 'a' }, { tipas: 'a' })).toBe(true);
    expect(conditionHolds({ field: 'tipas', equals: 'a' }, null)).toBe(false);
  });

  it('hides the asset-givers and conditions tabs until their kind is chosen', () => {
    const plain = { rusys: ['paprastas'] };
    expect(ids(visibleSections(ui.layout, 'tabs', plain))).not.toContain('ikaito-davejai-hr');
    expect(ids(visibleSections(ui.layout, 'tabs', plain))).not.toContain('salygos');
    expect(ids(visibleSections(ui.layout, 'steps', plain))).toEqual(['asmenys', 'turtas', 'prievole', 'kita-informacija']);
    const all = { rusys: ['paprastas', 'svetimas', 'salyginis'] };
    expect(ids(visibleSections(ui.layout, 'tabs', all))).toContain('ikaito-davejai-hr');
    expect(ids(visibleSections(ui.layout, 'steps', all))).toEqual(['asmenys', 'turtas', 'prievole', 'salygos', 'kita-informacija']);
    // the first step keeps showing without asset givers: its other fields are visible
    expect(isFieldVisible(ui.layout, 'ikaitoDavejai', plain)).toBe(false);
  });

  it("the wizard starts at step 'asmenys' titled 'Duomenys'; tabs carry spec §2.1 route segments with item deep links", () => {
    const lt = readLocale('.', 'lt');
    expect(ui.layout.steps![0].id).toBe('asmenys');
    expect(lookup(lt, sectionTitleKey('steps', ui.layout.steps![0]))).toBe('Duomenys');
    expect(ui.layout.tabs!.find((t) => t.id === 'turtas')!.itemRoute).toEqual(['rusis', 'turtasID']);
    expect(ui.layout.tabs!.find((t) => t.id === 'prievole')!.itemRoute).toEqual(['prievoleID']);
  });

  it('every top-level field is in exactly one tab and one step', () => {
    const fields = Object.keys(schema.properties as object).sort();
    for (const kind of ['tabs', 'steps'] as const) expect(ui.layout[kind]!.flatMap((s) => s.fields).sort()).toEqual(fields);
  });

  it('field help names a tooltip code in ui:options', () => {
    expect((ui.uiSchema.dokumentas as Record<string, unknown>).idk).toEqual({ 'ui:options': { tooltip: 'IDK' } });
  });

  it('labels: the spec text is the summary, word for word; each field says its own rule', () => {
    const lt = readLocale('.', 'lt');
    expect(lookup(lt, 'validation.summary')).toBe('Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.');
    expect(lookup(lt, 'validation.required')).toBe('Šis laukas privalomas.');
    expect(lookup(lt, 'validation.invalid')).not.toBe(lookup(lt, 'validation.summary'));
  });
});
