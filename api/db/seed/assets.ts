/**
 * Demo of the asset lookups (api/modules/assets, decision 0129): a draft mortgage of the demo
 * notary whose `turtas` tab holds two real properties — one the land register stand-in knows
 * (`tinkamas`) and one it does not, marked 'revise' (`patikslinti`) for the notary to correct —
 * and the total value of both. Idempotent: nothing is added once any asset check exists.
 */
import type { Kysely } from 'kysely';
import { registryDate } from '../../../src/domain/schema/runtime/today.js';
import { syncAssetChecks } from '../../modules/assets/repository.js';
import type { Database } from '../schema.js';
import { demoType, insertDemoDocument } from './demo-document.js';
import { demoMortgage, sessionOf } from './documents.js';
import type { SeedContext } from './index.js';

/** A plot of the land register stand-in (certificates.ts DEMO_PLOTS) and a well-formed number it does not hold. */
export const DEMO_KNOWN_PLOT = '4400-1001-0011';
export const DEMO_REVISE_NUMBER = '4400-1001-0099';

export async function seedAssets(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  if (await db.selectFrom('asset_check').select('asset_id').limit(1).executeTakeFirst()) return;
  const notary = await sessionOf(db, 'DT_notaras');
  const { type, data: base } = demoMortgage(registryDate(new Date(ctx.now)));
  const data = {
    ...base,
    dokumentas: { ...(base.dokumentas as object), idk: '20260000000090', registroNr: '90-1830' },
    turtas: [
      { turtasID: '1', rusis: 'ntr', unikalusNr: DEMO_KNOWN_PLOT, verte: 48500, aprasymas: 'Žemės ūkio paskirties sklypas, Ąžuolų k.' },
      { turtasID: '2', rusis: 'ntr', unikalusNr: DEMO_REVISE_NUMBER, verte: 21250.5, aprasymas: 'Sklypas, kurio numeris įvestas su klaida' },
    ],
  };
  const id = await insertDemoDocument(db, await demoType(type), data, notary, ctx.now);
  // the lookups as the stand-in answered them
  await syncAssetChecks(db, id, data, ctx.now);
  for (const [assetId, status] of [
    ['1', 'tinkamas'],
    ['2', 'patikslinti'],
  ] as const)
    await db.updateTable('asset_check').set({ status, checked_at: ctx.now }).where('document_id', '=', id).where('asset_id', '=', assetId).execute();
}
