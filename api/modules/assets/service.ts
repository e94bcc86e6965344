/**
 * Assets of a document's `turtas` tab (decision 0129):
 * - `upload`: a CSV file of one asset kind becomes assets of a draft — all rows or none;
 * - `checks`: the land/property register lookups of the assets' unique numbers (table
 *   asset_check, kept in step with the data by every save: repository.ts syncAssetChecks);
 * - lookups run in the background, after an upload, whenever the tab polls while one is
 *   pending, at start-up and every OUTBOX_SEND_MINUTES; a number the register does not know
 *   is marked `patikslinti` ('revise', spec §5) for the user to correct.
 * The register is the land register seam (api/modules/certificate-issue/land-register.ts).
 */
import { assetColumns } from '../../../src/domain/assets/columns.js';
import { lookedUpAssets, type AssetCheckStatus, type AssetKind } from '../../../src/domain/assets/kinds.js';
import type { AssetChecks, uploadAssets } from '../../../src/domain/contracts/assets.js';
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { ExternalSystems } from '../../config.js';
import type { AuditOrigin } from '../../lib/audit.js';
import { AppError, conflict, forbidden, unprocessable, type FieldError } from '../../lib/errors.js';
import { everyMinutes } from '../../lib/periodic.js';
import { implementationOf, type SeamChoice } from '../../lib/seam.js';
import type { SessionUser } from '../../plugins/access.js';
import { LAND_REGISTERS, type LandRegister } from '../certificate-issue/land-register.js';
import { assertNotHeldByOther } from '../items/locks.js';
import { ITEM_MESSAGES } from '../items/families.js';
import { ASSET_CSV_MAX_BYTES, CsvRefusal, decodeCsv, readAssetRows } from './csv.js';
import * as repo from './repository.js';
import { servicePlugin } from '../../lib/service-plugin.js';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';

/** The upload's answer: the contract's (src/domain/contracts/assets.ts uploadAssets, 201). */
export type AssetUploadResult = ResponseOf<typeof uploadAssets>;

export interface AssetsService {
  /** Adds the file's rows as assets of `kind` to the draft (version: the one the user saw). */
  upload(user: SessionUser, documentId: number, version: number, kind: AssetKind, bytes: Buffer, origin: AuditOrigin): Promise<AssetUploadResult>;
  /** The lookups of the document's assets (of one kind). */
  checks(user: SessionUser, documentId: number, kind?: AssetKind): Promise<AssetChecks>;
  /** Starts the lookups waiting, in the background. */
  kick(): void;
  /** Runs the lookups waiting now (after any run already under way); resolves when done. */
  settle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    assets: AssetsService;
  }
}

export interface AssetsServiceOptions {
  register: SeamChoice<LandRegister, ExternalSystems['landRegister']>;
  /** minutes between background runs (OUTBOX_SEND_MINUTES; 0 = only kicks) */
  runMinutes: number;
}

/** Lookups asked of the register at once. */
const LOOKUP_BATCH = 100;

const refusal = (error: CsvRefusal) =>
  new AppError(error.messageKey === 'errors.asset_csv_too_large' ? 413 : 422, error.messageKey, [
    { path: '', messageKey: error.messageKey, params: error.params, severity: 'critical' },
  ]);

/** The smallest positive numbers, as text, that no asset uses as its id yet. */
function newIds(existing: readonly unknown[], count: number): string[] {
  const used = new Set(existing.map((a) => String((a as { turtasID?: unknown } | null)?.turtasID)));
  const ids: string[] = [];
  for (let n = 1; ids.length < count; n++) if (!used.has(String(n))) ids.push(String(n));
  return ids;
}

/** A validation error of the appended asset at `index` as an error of its file line. */
function rowError(error: FieldError, firstNew: number, lines: readonly number[]): FieldError | null {
  const match = /^\/turtas\/(\d+)(\/.*)?$/.exec(error.path);
  if (!match || Number(match[1]) < firstNew) return null;
  const line = lines[Number(match[1]) - firstNew];
  return { ...error, path: `/rows/${line}${match[2] ?? ''}`, params: { ...error.params, line } };
}

export default servicePlugin(
  'assets',
  async function assetsService(app, db, opts: AssetsServiceOptions) {
    const register = await implementationOf(opts.register, (name) => LAND_REGISTERS[name](db));

    /** One batch after another until nothing waits (bounded: a number changed meanwhile waits for the next run). */
    async function runPending(): Promise<void> {
      for (let round = 0; round < 20; round++) {
        const rows = await repo.pendingChecks(db, LOOKUP_BATCH);
        if (rows.length === 0) return;
        const found = new Set((await register.find([...new Set(rows.map((r) => r.unique_number))])).map((p) => p.uniqueNumber));
        const at = app.clock.now().toISOString();
        for (const row of rows) await repo.settleCheck(db, row, found.has(row.unique_number) ? 'tinkamas' : 'patikslinti', at);
      }
    }

    let chain: Promise<void> = Promise.resolve();
    const settle = (): Promise<void> => {
      chain = chain.then(runPending).catch((error: unknown) => app.log.error({ err: error }, 'asset lookups failed; they wait for the next run'));
      return chain;
    };

    /** The lookups of the assets in `data`; `rowless`: some asset has no row for its number yet. */
    async function checksOf(documentId: number, data: unknown, kind?: AssetKind): Promise<AssetChecks & { rowless: boolean }> {
      const rows = await repo.checksOf(db, documentId);
      let rowless = false;
      const items = lookedUpAssets(data)
        .filter((a) => kind === undefined || a.kind === kind)
        .map((a) => {
          const row = rows.find((r) => r.asset_id === a.assetId && r.unique_number === a.uniqueNumber);
          if (!row) rowless = true;
          return { turtasID: a.assetId, rusis: a.kind, unikalusNr: a.uniqueNumber, status: (row?.status ?? 'tikrinamas') as AssetCheckStatus };
        });
      return { items, pending: items.some((i) => i.status === 'tikrinamas'), rowless };
    }

    app.addHook('onReady', async () => void settle());
    // a run under way finishes before the database closes
    app.addHook('onClose', async () => chain);
    everyMinutes(app, opts.runMinutes, 'asset lookups', settle);
    return {
      async upload(user, documentId, version, kind, bytes, origin) {
        // 1. the right to change the draft, before the file is read
        const { row, rights, lock } = await app.itemCore.visible(user, 'documents', documentId);
        if (!rights.isProvider) throw forbidden(ITEM_MESSAGES.document.readOnly);
        if (!rights.mayChange) throw conflict(ITEM_MESSAGES.document.notEditable);
        assertNotHeldByOther('document', lock);
        const schema = app.catalog.get(row.type_id)?.schema as { properties?: Record<string, unknown> } | undefined;
        if (!schema?.properties?.turtas)
          throw unprocessable([{ path: '', messageKey: 'errors.asset_upload_no_assets', severity: 'critical' }], 'errors.asset_upload_no_assets');
        // 2. the file: size, encoding, header row, then each row
        let rows;
        try {
          if (bytes.length > ASSET_CSV_MAX_BYTES) throw new CsvRefusal('errors.asset_csv_too_large', { maxKb: ASSET_CSV_MAX_BYTES / 1024 });
          rows = readAssetRows(decodeCsv(bytes), assetColumns(kind));
        } catch (error) {
          if (error instanceof CsvRefusal) throw refusal(error);
          throw error;
        }
        // 3. the rows as assets of the data, judged by the type's schema; any bad row refuses the file
        const data = JSON.parse(row.data) as Record<string, unknown>;
        const existing = Array.isArray(data.turtas) ? (data.turtas as unknown[]) : [];
        const ids = newIds(existing, rows.rows.length);
        const added = rows.rows.map((r, i) => ({ turtasID: ids[i], rusis: kind, ...r.values }));
        const next = { ...data, turtas: [...existing, ...added] };
        const lines = rows.rows.map((r) => r.line);
        const rowErrors = [
          ...rows.errors,
          ...app.catalog
            .validate(row.type_id, next, { today: registryDate(app.clock.now()) })
            .map((e) => rowError(e, existing.length, lines))
            .filter((e): e is FieldError => e !== null),
        ];
        if (rowErrors.length > 0) throw unprocessable(rowErrors, 'errors.asset_csv_rows');
        // 4. saved as any change of the draft is (version, index rows, lookups waiting, audit)
        const saved = await app.items.documents.update(user, documentId, version, next, origin);
        // 5. the lookups start now; the answer shows them waiting
        const { items, pending } = await checksOf(documentId, next);
        void settle();
        return { ...saved, added: added.length, checks: { items, pending } };
      },

      async checks(user, documentId, kind) {
        const { row } = await app.itemCore.visible(user, 'documents', documentId);
        const data: unknown = JSON.parse(row.data);
        let answer = await checksOf(documentId, data, kind);
        // data saved before checks existed (or written around the services) gets its rows now
        if (answer.rowless) {
          await db.transaction().execute((trx) => repo.syncAssetChecks(trx, documentId, data, app.clock.now().toISOString()));
          answer = await checksOf(documentId, data, kind);
        }
        // the tab polls while lookups wait: each poll makes sure they run
        if (answer.pending) void settle();
        return { items: answer.items, pending: answer.pending };
      },

      kick: () => void settle(),
      settle,
    } satisfies AssetsService;
  },
  { name: 'assets-service', dependencies: ['db', 'catalog-service', 'item-core', 'documents-service'] },
);
