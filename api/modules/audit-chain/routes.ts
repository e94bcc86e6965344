/** GET /api/audit/verify: the chain check for administrators and archivists (feature archiveArchivist; decision 0075). */
import type { FastifyInstance } from 'fastify';
import { verifyAudit } from '../../../src/domain/contracts/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { verifyAuditChain } from './verify.js';

export default async function auditChainRoutes(app: FastifyInstance) {
  contractRoute(app, verifyAudit, { access: { feature: 'archiveArchivist' }, handler: async () => verifyAuditChain(app.db.kysely) });
}
