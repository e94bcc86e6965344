/**
 * What an issued certificate says, gathered from the order's data and the land register:
 * the type's title, number and dates, the applicant, the purpose and the land plots. Plain
 * data, so the PDF renderer (pdf.ts) is a pure function of it and tests can assert it.
 */
import { partyName, registerCode } from '../../../src/domain/documents/party.js';
import type { CertificatePurpose, LandPlotRef, PersonBase } from '../../../src/domain/generated/types/common.js';
import type { CertificateMeta } from '../../../src/domain/schema/registry-behaviour.js';
import type { LandPlot, LandRegister } from './land-register.js';

/** The certificate types this module issues: every catalogue type with `registry.certificate` (decision 0108). */
export interface CertificateTypes {
  /** their ids, in id order (for the queries) */
  ids: string[];
  /** which plots a type lists; undefined for a type this module does not issue */
  ruleOf(typeId: string): CertificateMeta | undefined;
}

/** The certificate types of a catalogue (app.catalog.types()). */
export function certificateTypes(types: readonly { id: string; meta: { certificate?: CertificateMeta } }[]): CertificateTypes {
  const rules = new Map(types.flatMap(({ id, meta }) => (meta.certificate ? [[id, meta.certificate] as const] : [])));
  return { ids: [...rules.keys()], ruleOf: (typeId) => rules.get(typeId) };
}

/** The order's data as the schemas define it (only what the certificate reads; types generated from schemas/common). */
export interface CertificateOrder {
  pareiskejas: PersonBase;
  tikslas: CertificatePurpose;
  sklypai?: LandPlotRef[];
}

export interface CertificateContent {
  typeId: string;
  /** a plan page per plot follows the list (registry.certificate.plans) */
  plans: boolean;
  number: string;
  /** ISO instant of issue */
  issuedAt: string;
  /** YYYY-MM-DD, Europe/Vilnius */
  issuedOn: string;
  /** YYYY-MM-DD: the last day the PDF is kept */
  keepUntil: string;
  applicant: { name: string; code: string | null };
  purpose: { place: string; institution?: string; description?: string };
  plots: LandPlot[];
}

/** The applicant's name as written on the certificate. */
export const applicantName = (p: CertificateOrder['pareiskejas']): string => partyName(p);

/** The code the land register knows the applicant by (null for a foreign applicant). */
export const applicantCode = (p: CertificateOrder['pareiskejas']): string | null => registerCode(p);

/**
 * The land plots the certificate lists: every plot of the type's purpose the applicant holds,
 * or the plots the applicant chose (only those the applicant holds; the business check has
 * refused the order otherwise), in the order chosen.
 */
export async function plotsFor(rule: CertificateMeta, order: CertificateOrder, register: LandRegister): Promise<LandPlot[]> {
  const code = applicantCode(order.pareiskejas);
  if (code === null) return [];
  if (rule.plots === 'purpose') return (await register.plotsOf(code)).filter((p) => p.purpose === rule.plotPurpose);
  const chosen = (order.sklypai ?? []).map((s) => s.unikalusNr);
  const found = (await register.find(chosen)).filter((p) => p.ownerCode === code);
  return chosen.map((n) => found.find((p) => p.uniqueNumber === n)).filter((p): p is LandPlot => p !== undefined);
}

/** Hectares with four decimals and a decimal comma, as the cadastre writes them (1,2345 ha). */
export const hectares = (areaM2: number): string => (areaM2 / 10_000).toFixed(4).replace('.', ',');
