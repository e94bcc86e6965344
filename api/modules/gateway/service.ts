/**
 * The sign-in gateway for the API (app.gateway) and the sign-in through it
 * (app.gatewayService.signIn). SIGN_IN_GATEWAY (api/config.ts) chooses the gateway; today
 * only `local`, the built-in stand-in, exists, and only while STAND_INS is on. A real
 * e-government gateway implements IdentityGateway, gets a name in api/config.ts and its
 * factory in GATEWAYS here; app.localGateway then stays null, so the stand-in's page routes
 * (local-routes.ts) register nothing, and no stand-in key or verifier exists: an assertion
 * of the stand-in is refused like any forgery.
 */
import { servicePlugin } from '../../lib/service-plugin.js';
import type { FastifyInstance } from 'fastify';
import type { AppConfig, ExternalSystems } from '../../config.js';
import { unauthorized } from '../../lib/errors.js';
import type { SeamChoice } from '../../lib/seam.js';
import type { Face } from '../../plugins/faces.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import type { SignInResult } from '../auth/service.js';
import type { IdentityGateway } from './gateway.js';
import { createLocalGateway, type LocalGateway } from './local/stand-in.js';
import { gatewaySecret } from './secret.js';

export interface GatewayService {
  /** Verifies the assertion and signs its person in to `face`; 401 (audited) when the assertion is refused. */
  signIn(enc: string, face: Face, xid: string | null, origin: AuditOrigin): Promise<SignInResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: IdentityGateway;
    /** The stand-in, for its page routes; null when a real gateway is configured. */
    localGateway: LocalGateway | null;
    gatewayService: GatewayService;
  }
}

/** The gateway given to buildApp (tests), or the one SIGN_IN_GATEWAY names (api/external-systems.ts). */
export type GatewayChoice = SeamChoice<IdentityGateway, ExternalSystems['signInGateway']>;

/** The gateways by their SIGN_IN_GATEWAY name: the gateway, and the stand-in when it is one (its page routes). */
const GATEWAYS: Record<
  ExternalSystems['signInGateway'],
  (app: FastifyInstance, config: Pick<AppConfig, 'gatewaySecret'>) => Promise<{ gateway: IdentityGateway; localGateway: LocalGateway | null }>
> = {
  async local(app, config) {
    // GATEWAY_SECRET is the stand-in's own key for its assertions
    const key = await gatewaySecret(app.db.kysely, config.gatewaySecret, app.clock.now().toISOString());
    const local = createLocalGateway(app.db.kysely, app.clock, key);
    return { gateway: local, localGateway: local };
  },
};

export default servicePlugin(
  ['gateway', 'localGateway', 'gatewayService'],
  async function gatewayService(app: FastifyInstance, _db, opts: { config: Pick<AppConfig, 'gatewaySecret'>; gateway: GatewayChoice }) {
    const chosen = 'given' in opts.gateway ? { gateway: opts.gateway.given, localGateway: null } : await GATEWAYS[opts.gateway.name](app, opts.config);
    const gatewayService: GatewayService = {
      async signIn(enc, face, xid, origin) {
        const result = await chosen.gateway.verify(enc, face, xid);
        if ('refused' in result) {
          await writeAudit(app.db.kysely, app.clock.now().toISOString(), origin, {
            action: 'auth.gateway_refused',
            objectType: 'gateway',
            objectId: chosen.gateway.name,
            reason: result.refused,
            details: { face },
          });
          throw unauthorized(
            result.refused === 'expired' || result.refused === 'replayed' ? 'errors.gateway_assertion_expired' : 'errors.gateway_assertion_invalid',
          );
        }
        return app.authService.signInIdentity(result.identity, face, origin);
      },
    };
    return { ...chosen, gatewayService };
  },
  { name: 'gateway-service', dependencies: ['db', 'auth-service'] },
);
