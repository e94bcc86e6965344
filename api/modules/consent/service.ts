/**
 * Consent to the terms of use (app.consentService). The workplace records the general
 * consent; the portal's general consent is also the acceptance of the self-service contract
 * (which the first sign-in resets, spec §4); `ntrpaslaugos` records the separate consent of
 * the real-property services. Agreeing and disagreeing are both recorded and audited.
 */
import { forbidden } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import type { BodyOf, ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { getTerms, giveConsent } from '../../../src/domain/contracts/consent.js';
import * as repo from './repository.js';
import { TERMS_HTML, TERMS_NTR_SERVICES_HTML, TERMS_VERSION } from './terms.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** The wire shapes are the contract's (src/domain/contracts/consent.ts). */
export type ConsentRequest = BodyOf<typeof giveConsent>;
export type ConsentState = ResponseOf<typeof giveConsent>;

export interface ConsentService {
  terms(): ResponseOf<typeof getTerms>;
  /** Records the user's own answer; 403 when snau_id is someone else. */
  record(user: SessionUser, request: ConsentRequest, origin: AuditOrigin): Promise<ConsentState>;
}

declare module 'fastify' {
  interface FastifyInstance {
    consentService: ConsentService;
  }
}

export default servicePlugin(
  'consentService',
  async function consentService(app, db) {
    return {
      terms: () => ({ html: TERMS_HTML, html_ntrpaslaugos: TERMS_NTR_SERVICES_HTML }),

      async record(user, request, origin) {
        // 1. one's own consent only
        if (request.snau_id !== user.userId) throw forbidden();
        // 2. which flags the answer sets
        const flag = request.snau_sutikimas_su_salygomis ? 1 : 0;
        const change: repo.ConsentChange = request.ntrpaslaugos
          ? { consent_ntr_services: flag }
          : user.face === 'portal'
            ? { consent_terms: flag, self_service_contract: flag }
            : { consent_terms: flag };
        // 3. persist and audit together
        const at = app.clock.now().toISOString();
        await db.transaction().execute(async (trx) => {
          await repo.setConsent(trx, user.userId, change, at);
          await writeAudit(trx, at, origin, {
            action: flag ? 'consent.given' : 'consent.refused',
            actorId: user.userId,
            actorName: user.username,
            objectType: 'user',
            objectId: user.userId,
            details: { terms: request.ntrpaslaugos ? 'ntrpaslaugos' : 'general', version: TERMS_VERSION, face: user.face },
          });
        });
        const row = await repo.consentOf(db, user.userId);
        return {
          snau_id: row.id,
          snau_sutikimas_su_salygomis: row.consent_terms === 1,
          snau_sutikimas_su_salygomis_ntrpaslaugos: row.consent_ntr_services === 1,
          snau_savitarnos_sutartis: row.self_service_contract === 1,
        };
      },
    } satisfies ConsentService;
  },
  { name: 'consent-service', dependencies: ['db'] },
);
