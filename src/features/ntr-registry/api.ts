/** The open NTR register page's API (api/modules/ntr-registry): a registered entry's public facts. */
import { api } from '../../lib/api/client';

export interface RegistryEntry {
  registryNumber: string;
  type: string;
  /** the type's title key in its locale namespace `types/<type>` */
  titleKey: string;
  status: string;
  registeredAt: string;
  realPropertyUnits: string[];
}

// quiet: the page says "not found" / "invalid number" itself (a mistyped link is no app error).
export const getRegistryEntry = (registryNumber: string) => api.get<RegistryEntry>(`/ntr-registry/${encodeURIComponent(registryNumber)}`, { quiet: true });
