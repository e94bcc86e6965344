/**
 * The implementation behind each external-system seam, chosen once for buildApp (api/app.ts)
 * before anything is registered: an implementation given to buildApp (tests pass a double
 * behind the seam's interface; production never does), otherwise the one its setting names
 * (api/config.ts EXTERNAL_SYSTEMS). The stand-ins — `local` of every seam and the central
 * site's under /centrine-savitarna — are chosen only while STAND_INS is on: with it off, a
 * seam with neither a given nor a real named implementation refuses the start, all such
 * seams listed at once. loadConfig refuses the same settings first; this is the composition
 * root's own guard, for a config built some other way.
 */
import {
  CENTRAL_SITE_REFUSED,
  ConfigError,
  EXTERNAL_SYSTEMS,
  STAND_IN,
  standInRefused,
  usesCentralSiteStandIn,
  type AppConfig,
  type ExternalSystemKey,
  type ExternalSystems,
} from './config.js';
import type { SeamChoice } from './lib/seam.js';
import type { IdentityGateway } from './modules/gateway/gateway.js';
import type { SigningProvider } from './modules/signing/provider.js';
import type { PaymentProvider } from './modules/cart/provider.js';
import type { LandRegister } from './modules/certificate-issue/land-register.js';
import type { ForeignLegalEntityRegister } from './modules/requests/legal-entities.js';

/** The interface of each seam. */
export interface ExternalImplementations {
  signInGateway: IdentityGateway;
  signingProvider: SigningProvider;
  paymentProvider: PaymentProvider;
  landRegister: LandRegister;
  foreignEntityRegister: ForeignLegalEntityRegister;
}

export type ExternalSystemChoices = { [K in ExternalSystemKey]: SeamChoice<ExternalImplementations[K], ExternalSystems[K]> };

/**
 * Every seam's choice.
 * @throws ConfigError listing each seam left to a stand-in while STAND_INS is off
 */
export function chooseExternalSystems(
  config: Pick<AppConfig, 'standIns' | 'externalSystems' | 'centralSiteUrl'>,
  given: Partial<ExternalImplementations> = {},
): ExternalSystemChoices {
  const problems: string[] = [];
  if (!config.standIns && usesCentralSiteStandIn(config)) problems.push(CENTRAL_SITE_REFUSED);
  const choices: Record<string, SeamChoice<unknown, string>> = {};
  for (const key of Object.keys(EXTERNAL_SYSTEMS) as ExternalSystemKey[]) {
    const implementation = given[key];
    const name = config.externalSystems[key];
    if (implementation) choices[key] = { given: implementation };
    else if (name === STAND_IN && !config.standIns) problems.push(standInRefused(key));
    else choices[key] = { name };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return choices as ExternalSystemChoices;
}
