/**
 * The administration section `pas-tvarkymas` (workplace only, feature adminPasArrangement): the
 * registry's sealing certificate and the trusted-issuers list; contracts: src/domain/contracts/trust.ts.
 */
import type { FastifyInstance } from 'fastify';
import { addTrustedIssuer, getSealCertificate, listTrustedIssuers, setTrustedIssuerActive } from '../../../src/domain/contracts/trust.js';
import { originOf } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { certificateFacts } from './pki/certificate-facts.js';
import * as trusted from './pki/trusted-issuers.js';

const admins = { feature: 'adminPasArrangement' } as const;

export default async function trustedIssuerRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const now = () => app.clock.now().toISOString();
  const actor = (user: { userId: number; username: string }) => ({ id: user.userId, name: user.username });

  contractRoute(app, getSealCertificate, { access: admins, handler: async () => certificateFacts(await app.signing.provider.sealCertificate(db, now())) });

  contractRoute(app, listTrustedIssuers, { access: admins, handler: async () => ({ items: await trusted.listTrustedIssuers(db) }) });

  contractRoute(app, addTrustedIssuer, {
    access: admins,
    handler: async (request) => trusted.addTrustedIssuer(db, actor(request.user), request.body.certificate, now(), originOf(request)),
  });

  contractRoute(app, setTrustedIssuerActive, {
    access: admins,
    handler: async (request) => trusted.setTrustedIssuerActive(db, actor(request.user), request.params.id, request.body.active, now(), originOf(request)),
  });
}
