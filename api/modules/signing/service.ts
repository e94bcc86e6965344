/**
 * The signing service (app.signing): the configured signing provider — the built-in local
 * signer unless the composition root passes another — and the signing functions bound to the
 * application's database. The lifecycle calls them inside its transitions' transactions.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { localSigner } from './local-signer.js';
import type { SigningProvider } from './provider.js';
import { activeContainer, signingStateOf, type SigningState, type SigningType } from './signing.js';

export interface SigningService {
  provider: SigningProvider;
  /** the item's latest signing state, or null */
  stateOf(type: SigningType, itemId: number): Promise<SigningState | null>;
  /** the container of the item's signature in force, or null */
  containerOf(type: SigningType, itemId: number): Promise<Buffer | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signing: SigningService;
  }
}

export default fp(
  async function signingService(app: FastifyInstance, opts: { provider?: SigningProvider }) {
    const db = app.db.kysely;
    app.decorate('signing', {
      provider: opts.provider ?? localSigner,
      stateOf: (type, itemId) => signingStateOf(db, type, itemId),
      containerOf: (type, itemId) => activeContainer(db, type, itemId),
    } satisfies SigningService);
  },
  { name: 'signing-service', dependencies: ['db'] },
);
