/**
 * Lithuanian texts the PDF (and the administration's CSV reports) need from the catalogue's locale files (type titles, enum values):
 * read once from locales/lt, so no label is written twice. Certificates are issued in
 * Lithuanian, the registry's language (spec §1).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PdfLabels {
  typeTitle(typeId: string): string;
  enumLabel(value: string): string;
  /** a lifecycle status as people read it (common.json lifecycle.statuses) */
  statusLabel(status: string): string;
}

/** Reads the labels under `root` (the repository root; the folder holding locales/). */
export function loadPdfLabels(root: string): PdfLabels {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, 'locales', 'lt', file), 'utf8')) as Record<string, unknown>;
  const fields = (read('fields.json').fields ?? {}) as { enum?: Record<string, string> };
  const statuses = ((read('common.json').lifecycle ?? {}) as { statuses?: Record<string, string> }).statuses ?? {};
  const titles = new Map<string, string>();
  return {
    typeTitle(typeId) {
      let title = titles.get(typeId);
      if (title === undefined) {
        const types = read(path.join('types', `${typeId}.json`)).types as Record<string, { title?: string }>;
        title = types[typeId]?.title ?? typeId;
        titles.set(typeId, title);
      }
      return title;
    },
    enumLabel: (value) => fields.enum?.[value] ?? value,
    statusLabel: (status) => statuses[status] ?? status,
  };
}
