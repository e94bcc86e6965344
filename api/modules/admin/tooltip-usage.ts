/**
 * Where each tooltip code is used: every `"ui:options": { "tooltip": CODE }` of the loaded
 * catalogue's ui schemas (app.catalog — the same the forms get, so a type added to the
 * catalogue counts without another read of the disk), with the field's path. A use inside the
 * shared ui definitions (`ui:definitions`, merged into every type that uses them) is listed
 * once as type 'common' with the definition's path, not once per type.
 */
import type { TooltipEntry } from '../../../src/domain/contracts/admin.js';
import type { CatalogService } from '../catalog/service.js';

/** One use of a code: the type id ('common' for the shared definitions) and the field's path in the ui schema (e.g. /dokumentas/idk). */
export type TooltipUse = TooltipEntry['used_in'][number];

function walk(node: unknown, pointer: string, found: (code: string, field: string) => void): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ui:options' && value && typeof value === 'object' && typeof (value as { tooltip?: unknown }).tooltip === 'string') {
      found((value as { tooltip: string }).tooltip, pointer || '/');
    } else walk(value, `${pointer}/${key}`, found);
  }
}

/** Tooltip code → its uses, from the catalogue's types. */
export function readTooltipUses(catalog: Pick<CatalogService, 'list' | 'get'>): Map<string, TooltipUse[]> {
  const uses = new Map<string, TooltipUse[]>();
  const add = (code: string, use: TooltipUse) => {
    const list = uses.get(code) ?? [];
    if (!list.some((u) => u.type === use.type && u.field === use.field)) uses.set(code, [...list, use]);
  };
  for (const { id } of catalog.list()) {
    const ui = catalog.get(id)?.uiSchema ?? {};
    const { 'ui:definitions': definitions, ...own } = ui;
    walk(own, '', (code, field) => add(code, { type: id, field }));
    // the merged definitions are keyed by their $defs pointer (#/$defs/<name>): the field path starts at the name
    walk(definitions, '', (code, field) => add(code, { type: 'common', field: field.replace(/^\/#\/\$defs(?=\/)/, '') }));
  }
  return uses;
}
