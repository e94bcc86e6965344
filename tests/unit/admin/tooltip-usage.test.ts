/** Where tooltip codes are used comes from the loaded catalogue (app.catalog), not from files: a type only the catalogue knows counts; shared definitions are listed once. */
import { describe, expect, it } from 'vitest';
import { readTooltipUses } from '../../../api/modules/admin/tooltip-usage.js';
import type { CatalogService } from '../../../api/modules/catalog/service.js';

const shared = { 'ui:definitions': { '#/$defs/person': { asmensKodas: { 'ui:options': { tooltip: 'AK' } } } } };
const types: Record<string, Record<string, unknown>> = {
  'naujas-tipas': { dokumentas: { idk: { 'ui:options': { tooltip: 'IDK' } } }, ...shared },
  'kitas-tipas': { ...shared },
};
const catalog = {
  list: () => Object.keys(types).map((id) => ({ id })),
  get: (id: string) => (types[id] ? { uiSchema: types[id] } : undefined),
} as unknown as Pick<CatalogService, 'list' | 'get'>;

describe('readTooltipUses', () => {
  it('lists each code with the type and field of the loaded catalogue, a shared definition once as common', () => {
    const uses = readTooltipUses(catalog);
    expect(uses.get('IDK')).toEqual([{ type: 'naujas-tipas', field: '/dokumentas/idk' }]);
    expect(uses.get('AK')).toEqual([{ type: 'common', field: '/person/asmensKodas' }]);
    expect([...uses.keys()].sort()).toEqual(['AK', 'IDK']);
  });
});
