/**
 * The land register seam: certificates are excerpts of the real property cadastre's land
 * plots. The real cadastre is an external system (Registrų centras); this product ships a
 * local stand-in — the `land_plot` table (migration 0009), seeded with demo plots per owner
 * code — so `npm start` and the tests work offline. A real adapter implements LandRegister,
 * gets a name in api/config.ts EXTERNAL_SYSTEMS.landRegister and its factory in LAND_REGISTERS
 * below; the setting LAND_REGISTER chooses it (default `local`).
 */
import type { Kysely } from 'kysely';
import type { ExternalSystems } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { PlotPurpose } from '../../../src/domain/schema/registry-behaviour.js';
import * as repo from './repository.js';

export type { PlotPurpose };

export interface LandPlot {
  uniqueNumber: string;
  cadastralNumber: string;
  municipality: string;
  address: string;
  /** whole square metres */
  areaM2: number;
  purpose: PlotPurpose;
  /** the owner's share, e.g. 1/1 */
  share: string;
  registeredOn: string;
  ownerCode: string;
}

export interface LandRegister {
  /** the plots an owner (personal or legal-entity code) holds */
  plotsOf(ownerCode: string): Promise<LandPlot[]>;
  /** plots by unique number, whoever holds them (missing numbers are simply absent) */
  find(uniqueNumbers: readonly string[]): Promise<LandPlot[]>;
}

const toPlot = (r: repo.LandPlotRow): LandPlot => ({
  uniqueNumber: r.unique_number,
  cadastralNumber: r.cadastral_number,
  municipality: r.municipality,
  address: r.address,
  areaM2: Number(r.area_m2),
  purpose: r.purpose as PlotPurpose,
  share: r.share,
  registeredOn: r.registered_on,
  ownerCode: r.owner_code,
});

/** The local stand-in over the land_plot table. */
export function localLandRegister(db: Kysely<Database>): LandRegister {
  return {
    plotsOf: async (ownerCode) => (await repo.plotsOf(db, ownerCode)).map(toPlot),
    find: async (numbers) => (await repo.plotsByNumber(db, numbers)).map(toPlot),
  };
}

/** The land registers by their LAND_REGISTER name (api/config.ts). */
export const LAND_REGISTERS: Record<ExternalSystems['landRegister'], (db: Kysely<Database>) => LandRegister> = {
  local: localLandRegister,
};
