/**
 * What an extract says: the entry as it stands at the moment of generation — its type,
 * registry number, status and dates, its parties and assets (the register's index rows) and
 * its data as label/value lines — plus the extract's own facts (code, time, keeping period,
 * verification address). Built from the row read in the generating transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentRow } from '../items/repository.js';
import type { PdfLabels } from '../certificate-issue/labels.js';
import * as repo from './repository.js';

export interface ExtractContent {
  code: string;
  /** absolute address of the verification page (the QR code's target) */
  verifyUrl: string;
  generatedAt: string;
  generatedOn: string;
  keepUntil: string;
  entry: {
    id: number;
    typeTitle: string;
    registryNumber: string | null;
    status: string;
    registeredAt: string | null;
  };
  parties: { role: string; name: string; code: string | null }[];
  assets: { kind: string; identifier: string | null }[];
  /** the entry's data, flattened: `skolininkai[1].vardas` → `Jonas` */
  lines: { path: string; value: string }[];
}

const ROLE_TITLES: Record<string, string> = {
  skolininkai: 'Skolininkas',
  kreditoriai: 'Kreditorius',
  ikaitoDavejai: 'Įkaito davėjas',
  davejai: 'Davėjas',
  gavejai: 'Gavėjas',
  salys: 'Šalis',
  informavimas: 'Informuojamas asmuo',
};

/** The Lithuanian title of a party role. */
export const roleTitle = (role: string): string => ROLE_TITLES[role] ?? role;

/** The status titles of locales/lt/common.json (lifecycle.statuses), read once. */
export function loadStatusTitles(root: string): (status: string) => string {
  const common = JSON.parse(fs.readFileSync(path.join(root, 'locales', 'lt', 'common.json'), 'utf8')) as { lifecycle?: { statuses?: Record<string, string> } };
  const titles = common.lifecycle?.statuses ?? {};
  return (status) => titles[status] ?? status;
}

/** Flattens JSON data into path/value lines (arrays numbered from 1), empty values left out. */
export function flatten(value: unknown, prefix = ''): { path: string; value: string }[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => flatten(v, `${prefix}[${i + 1}]`));
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  return [{ path: prefix, value: typeof value === 'boolean' ? (value ? 'taip' : 'ne') : String(value) }];
}

/** The content of an extract of `row`, with the index rows read through `db` (the generating transaction). */
export async function extractContent(
  db: Kysely<Database>,
  row: DocumentRow,
  facts: { code: string; verifyUrl: string; generatedAt: string; generatedOn: string; keepUntil: string },
  labels: PdfLabels & { status(status: string): string },
): Promise<ExtractContent> {
  const [parties, assets] = await Promise.all([repo.partiesOf(db, row.id), repo.assetsOf(db, row.id)]);
  return {
    ...facts,
    entry: {
      id: row.id,
      typeTitle: labels.typeTitle(row.type_id),
      registryNumber: row.registry_number,
      status: labels.status(row.status),
      registeredAt: row.registered_at,
    },
    parties: parties.filter((p) => p.role !== 'informavimas'),
    assets,
    lines: flatten(JSON.parse(row.data)),
  };
}
