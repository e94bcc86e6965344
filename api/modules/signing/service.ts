/**
 * The signing service (app.signing): the configured signing provider — given to buildApp
 * (tests) or named by SIGNING_PROVIDER (api/config.ts); `local`, the built-in local signer
 * (a stand-in: it runs only while STAND_INS is on), is the only one today — and
 * the signing functions bound to the application's database. The lifecycle calls them inside its transitions' transactions.
 */
import type { ExternalSystems } from '../../config.js';
import { isoNow } from '../../lib/clock.js';
import { implementationOf, type SeamChoice } from '../../lib/seam.js';
import { localSigner } from './local-signer.js';
import { ensurePki } from './pki/authority.js';
import type { SigningProvider } from './provider.js';
import { activeContainer, signingStateOf, type SigningState, type SigningType } from './signing.js';
import { servicePlugin } from '../../lib/service-plugin.js';

export interface SigningService {
  provider: SigningProvider;
  /** the item's latest signing state, or null */
  stateOf(type: SigningType, itemId: number): Promise<SigningState | null>;
  /** the container of the item's signature in force, or null */
  containerOf(type: SigningType, itemId: number): Promise<Buffer | null>;
}

/** The signing providers by their SIGNING_PROVIDER name; a real one (e.g. a qualified e-signature service) is added here and in api/config.ts. */
const SIGNING_PROVIDERS: Record<ExternalSystems['signingProvider'], SigningProvider> = { local: localSigner };

declare module 'fastify' {
  interface FastifyInstance {
    signing: SigningService;
  }
}

export default servicePlugin(
  'signing',
  async function signingService(app, db, opts: { provider: SeamChoice<SigningProvider, ExternalSystems['signingProvider']> }) {
    const provider = await implementationOf(opts.provider, (name) => SIGNING_PROVIDERS[name]);
    // The demo mode's test PKI is created on its first start (decision 0085).
    if (provider === localSigner) await ensurePki(db, app.clock.now().toISOString());
    // verification judges revocation at the application's clock, not the machine's
    const clocked: SigningProvider = { ...provider, verify: (handle, container, now) => provider.verify(handle, container, now ?? isoNow(app.clock)) };
    return {
      provider: clocked,
      stateOf: (type, itemId) => signingStateOf(db, type, itemId),
      containerOf: (type, itemId) => activeContainer(db, type, itemId),
    } satisfies SigningService;
  },
  { name: 'signing-service', dependencies: ['db'] },
);
