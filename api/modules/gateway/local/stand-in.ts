/**
 * The built-in stand-in for the e-government gateway: a page where a tester picks a demo
 * person or company representative (the gateway_identity directory), and HMAC-signed,
 * two-minute, single-use assertions that the API verifies like a real gateway's.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, GatewayIdentityTable } from '../../../db/schema.js';
import type { Clock } from '../../../lib/clock.js';
import type { Face } from '../../../plugins/faces.js';
import { checkAssertion, signAssertion } from '../assertion.js';
import type { IdentityGateway, Verification } from '../gateway.js';
import * as repo from '../repository.js';

export interface LocalGateway extends IdentityGateway {
  directory(): Promise<Selectable<GatewayIdentityTable>[]>;
  /** The assertion for a directory entry, or null when the entry does not exist. */
  issue(identityKey: string, face: Face, xid: string | null): Promise<string | null>;
}

export const LOCAL_ISSUER = 'local-gateway';

export function createLocalGateway(db: Kysely<Database>, clock: Clock, key: string): LocalGateway {
  return {
    name: 'local',

    startUrl: (_face, base, xid) => `${base}/gateway/login${xid ? `?xid=${encodeURIComponent(xid)}` : ''}`,

    directory: () => repo.listIdentities(db),

    async issue(identityKey, face, xid) {
      const person = await repo.findIdentity(db, identityKey);
      if (!person) return null;
      const company = person.company_code ? { code: person.company_code, name: person.company_name ?? '' } : null;
      return signAssertion(
        key,
        { iss: LOCAL_ISSUER, aud: face, sub: person.person_code, given_name: person.first_name, family_name: person.last_name, company, xid },
        clock.now(),
      );
    },

    async verify(enc, face, xid): Promise<Verification> {
      const now = clock.now();
      const checked = checkAssertion(key, enc, face, now);
      if ('problem' in checked) return { refused: checked.problem };
      const { claims } = checked;
      if (claims.iss !== LOCAL_ISSUER) return { refused: 'forged' };
      if (claims.xid !== null && claims.xid !== xid) return { refused: 'xid_mismatch' };
      const at = now.toISOString();
      const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
      const first = await repo.useNonce(db, claims.nonce, face, new Date(claims.exp * 1000).toISOString(), at, dayAgo);
      if (!first) return { refused: 'replayed' };
      return {
        identity: { personCode: claims.sub, firstName: claims.given_name, lastName: claims.family_name, company: claims.company },
      };
    },
  };
}
