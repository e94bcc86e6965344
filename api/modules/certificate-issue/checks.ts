/**
 * Business checks of the certificate orders (second validation stage, server only; run on
 * save and again before pasirasyti/perduoti). That the applicant is the signed-in portal user
 * is refused earlier, for every portal item (api/modules/items/applicant.ts).
 * - every chosen plot (land plot plan) is in the land register, with that cadastral number,
 *   and held by the applicant.
 * All are critical: the order cannot be signed or transferred until they are fixed.
 */
import type { BusinessIssue } from '../../../src/domain/schema/business-checks.js';
import { applicantCode, type CertificateOrder } from './content.js';
import type { LandRegister } from './land-register.js';

const critical = (path: string, messageKey: string): BusinessIssue => ({ path, messageKey, severity: 'critical' });

/** Each chosen plot exists with its cadastral number and belongs to the applicant. */
export async function plotIssues(order: CertificateOrder, register: LandRegister): Promise<BusinessIssue[]> {
  const chosen = order.sklypai ?? [];
  if (chosen.length === 0) return [];
  const owner = applicantCode(order.pareiskejas);
  const found = await register.find(chosen.map((s) => s.unikalusNr));
  return chosen.flatMap((s, i) => {
    const plot = found.find((p) => p.uniqueNumber === s.unikalusNr);
    if (!plot || plot.ownerCode !== owner) return [critical(`/sklypai/${i}/unikalusNr`, 'certificates.validation.plotNotOwned')];
    if (plot.cadastralNumber !== s.kadastroNr) return [critical(`/sklypai/${i}/kadastroNr`, 'certificates.validation.cadastralNumberMismatch')];
    return [];
  });
}
