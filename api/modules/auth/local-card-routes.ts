/**
 * The demo mode's e-signature card (decision 0127): what a smart card or a mobile signature
 * does in the person's hands, done by the local signing stand-in with the test PKI's key of the
 * person chosen. Registered only while the local signer is the signing provider (STAND_INS on).
 */
import type { FastifyInstance } from 'fastify';
import { listLocalCardHolders, signInContent, signWithLocalCard } from '../../../src/domain/contracts/signature-sign-in.js';
import { contractRoute } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';
import { canonicalJson } from '../signing/canonical.js';
import { localSigner } from '../signing/local-signer.js';
import { apiFaceOf } from './face.js';
import { identityKey } from './identity.js';
import { findUserByIdentity } from './repository.js';

export default async function localCardRoutes(app: FastifyInstance) {
  if (app.signing.provider.id !== localSigner.id) return;
  const db = app.db.kysely;

  contractRoute(app, listLocalCardHolders, {
    access: { public: true },
    handler: async () => {
      const rows = await db
        .selectFrom('app_user')
        .select(['person_code', 'first_name', 'last_name', 'identity_key'])
        .where('person_code', 'is not', null)
        .where('disabled', '=', 0)
        .orderBy('last_name')
        .orderBy('first_name')
        .execute();
      // a natural person's own account only (the card signs as the person, not for a company)
      const own = rows.filter((r) => r.person_code !== null && r.identity_key === identityKey(r.person_code, null));
      return { items: own.map((r) => ({ person_code: r.person_code!, name: `${r.first_name} ${r.last_name}` })) };
    },
  });

  contractRoute(app, signWithLocalCard, {
    access: { public: true },
    handler: async (request) => {
      const { challenge, person_code } = request.body;
      const holder = await findUserByIdentity(db, identityKey(person_code, null));
      if (!holder) throw notFound('errors.signature_card_unknown');
      const content = Buffer.from(canonicalJson(signInContent(challenge, apiFaceOf(request))), 'utf8');
      const at = app.clock.now().toISOString();
      const container = await app.signing.provider.sign(db, { signer: { userId: holder.id, name: `${holder.first_name} ${holder.last_name}` }, content, at });
      return { container: container.toString('base64') };
    },
  });
}
