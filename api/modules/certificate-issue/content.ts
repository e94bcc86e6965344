/**
 * What an issued certificate says, gathered from the order's data and the land register:
 * the type's title, number and dates, the applicant, the purpose and the land plots. Plain
 * data, so the PDF renderer (pdf.ts) is a pure function of it and tests can assert it.
 */
import { partyName, registerCode } from '../../../src/domain/documents/party.js';
import type { LandPlot, LandRegister, PlotPurpose } from './land-register.js';

/** Certificate types of this module and the land plots each lists. */
export const CERTIFICATE_TYPES = {
  'pazyma-zemes-ukio': { plots: 'purpose', purpose: 'zemes_ukio' },
  'pazyma-misku-ukio': { plots: 'purpose', purpose: 'misku_ukio' },
  'pazyma-zemes-sklypas': { plots: 'chosen' },
} as const satisfies Record<string, { plots: 'purpose'; purpose: PlotPurpose } | { plots: 'chosen' }>;

export type CertificateTypeId = keyof typeof CERTIFICATE_TYPES;

/** The type ids this module issues (the `certificates` family of the catalogue). */
export const CERTIFICATE_TYPE_IDS = Object.keys(CERTIFICATE_TYPES) as CertificateTypeId[];

export const isCertificateType = (id: string): id is CertificateTypeId => Object.hasOwn(CERTIFICATE_TYPES, id);

/** The order's data as the schemas define it (only what the certificate reads). */
export interface CertificateOrder {
  pareiskejas: {
    asmensTipas: 'fizinis' | 'juridinis';
    vardas?: string;
    pavarde?: string;
    asmensKodas?: string;
    pavadinimas?: string;
    jaKodas?: string;
    uzsienioKodas?: string;
  };
  tikslas: { pateikimoVieta: string; institucija?: string; aprasymas?: string };
  sklypai?: { unikalusNr: string; kadastroNr: string }[];
}

export interface CertificateContent {
  typeId: CertificateTypeId;
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
export async function plotsFor(typeId: CertificateTypeId, order: CertificateOrder, register: LandRegister): Promise<LandPlot[]> {
  const code = applicantCode(order.pareiskejas);
  if (code === null) return [];
  const rule = CERTIFICATE_TYPES[typeId];
  if (rule.plots === 'purpose') return (await register.plotsOf(code)).filter((p) => p.purpose === rule.purpose);
  const chosen = (order.sklypai ?? []).map((s) => s.unikalusNr);
  const found = (await register.find(chosen)).filter((p) => p.ownerCode === code);
  return chosen.map((n) => found.find((p) => p.uniqueNumber === n)).filter((p): p is LandPlot => p !== undefined);
}

/** Hectares with four decimals and a decimal comma, as the cadastre writes them (1,2345 ha). */
export const hectares = (areaM2: number): string => (areaM2 / 10_000).toFixed(4).replace('.', ',');
