/**
 * KTPR notices (decision 0101): what the NTR side tells the register about an asset of one of
 * its entries. Everyone with the journal tab (feature registryNotifications) reads them; a
 * registrar who works the entries acknowledges them — not the viewer (RGV) nor the reader.
 */
export const KTPR_ACKNOWLEDGE_ROLES = ['RG_STSR_registrat', 'RG_NTR_registrat', 'RG_NTR_vadovas', 'RG'] as const;

/** neperskaitytas (not acknowledged yet) | perskaitytas (acknowledged) */
export const KTPR_STATES = ['neperskaitytas', 'perskaitytas'] as const;
export type KtprState = (typeof KTPR_STATES)[number];

/** What changed in the NTR about the asset (the NTR stand-in sends these). */
export const KTPR_CHANGES = ['savininkas_pasikeite', 'duomenys_pakeisti', 'objektas_isregistruotas'] as const;
export type KtprChange = (typeof KTPR_CHANGES)[number];

/** True when these roles may acknowledge a KTPR notice. */
export const mayAcknowledgeKtpr = (roles: readonly string[]): boolean => roles.some((r) => (KTPR_ACKNOWLEDGE_ROLES as readonly string[]).includes(r));
