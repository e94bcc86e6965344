/**
 * Where each tooltip code is used: every `"ui:options": { "tooltip": CODE }` of the ui
 * schemas (ui-schemas/<family>/<type>.ui.json, and the shared ui-schemas/common/definitions.ui.json
 * as type 'common'), with the field's path. Read once at start-up: ui schemas change only with
 * a deployment.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface TooltipUse {
  /** the type id, or 'common' for the shared definitions */
  type: string;
  /** the field's path in the ui schema, e.g. /dokumentas/idk */
  field: string;
}

function walk(node: unknown, pointer: string, found: (code: string, field: string) => void): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ui:options' && value && typeof value === 'object' && typeof (value as { tooltip?: unknown }).tooltip === 'string') {
      found((value as { tooltip: string }).tooltip, pointer || '/');
    } else walk(value, `${pointer}/${key}`, found);
  }
}

function uiFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? uiFiles(full) : e.name.endsWith('.ui.json') ? [full] : [];
  });
}

/** Tooltip code → its uses, from the ui schemas under `catalogDir`. An unreadable file is skipped (the catalogue reports it). */
export function readTooltipUses(catalogDir: string): Map<string, TooltipUse[]> {
  const uses = new Map<string, TooltipUse[]>();
  for (const file of uiFiles(path.join(catalogDir, 'ui-schemas'))) {
    const id = path.basename(file, '.ui.json');
    const type = id === 'definitions' ? 'common' : id;
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    // the field's path inside the type's form (the file's uiSchema / ui:definitions wrapper left out)
    walk(json, '', (code, pointer) => uses.set(code, [...(uses.get(code) ?? []), { type, field: pointer.replace(/^\/(uiSchema|ui:definitions)(?=\/)/, '') }]));
  }
  return uses;
}
