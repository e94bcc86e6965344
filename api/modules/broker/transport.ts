/**
 * The broker's seam to the external systems (the NTR, the legal-entity and the population
 * registers): one interface the worker delivers every outgoing message through. The local
 * stand-in (demo mode only) accepts every message unless an administrator switched the
 * system to fail (broker_system.failing, /admin/registrai), so a failure, its retries and the
 * dead letter can be seen without a real outage. A real adapter implements BrokerTransport
 * and is given to the broker service instead (api/app.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isFailing } from './repository.js';

export interface BrokerEnvelope {
  system: string;
  kind: string;
  /** the message's own id: a receiver that sees it twice processes it once */
  messageId: string;
  payload: Record<string, unknown>;
}

export interface BrokerTransport {
  /** Hands the message to its system; rejects with the system's (or the connection's) reason. */
  deliver(message: BrokerEnvelope): Promise<void>;
}

/** The reason the stand-in gives while it is switched to fail. */
export const standInDown = (system: string) => `${system}: the stand-in does not answer (switched to fail on /admin/registrai)`;

/** The local stand-in of every system: accepts each message, unless its system is switched to fail. */
export function localBrokerTransport(db: Kysely<Database>): BrokerTransport {
  return {
    async deliver(message) {
      if (await isFailing(db, message.system)) throw new Error(standInDown(message.system));
    },
  };
}
