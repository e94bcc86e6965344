/** The open NTR register page's API (api/modules/ntr-registry): a registered entry's public facts; contract: src/domain/contracts/ntr-registry.ts. */
import { getNtrRegistryEntry, type NtrRegistryEntry } from '../../domain/contracts/ntr-registry';
import { call } from '../../lib/api/call';

export type RegistryEntry = NtrRegistryEntry;

// quiet: the page says "not found" / "invalid number" itself (a mistyped link is no app error).
export const getRegistryEntry = (registryNumber: string) => call(getNtrRegistryEntry, { params: { registryNumber }, quiet: true });
