/**
 * The registry broker's vocabulary (decision 0099), shared by the server and the browser:
 * the external systems it exchanges messages with, the states of a message, and how many
 * failed attempts send an outgoing message to the dead letter.
 */

/** ntr: the real property register (NTR/KTPR); jar: the legal-entity register; gr: the population register. */
export const BROKER_SYSTEMS = ['ntr', 'jar', 'gr'] as const;
export type BrokerSystem = (typeof BROKER_SYSTEMS)[number];

/**
 * Outgoing: laukia (written, not tried yet) → pristatytas (delivered), or kartojamas (failed,
 * tried again after a backoff) → … → nepristatytas (the dead letter: an administrator retries
 * it). Incoming: gautas (received and processed once).
 */
export const BROKER_STATES = ['laukia', 'kartojamas', 'pristatytas', 'nepristatytas', 'gautas'] as const;
export type BrokerState = (typeof BROKER_STATES)[number];

export const BROKER_DIRECTIONS = ['out', 'in'] as const;
export type BrokerDirection = (typeof BROKER_DIRECTIONS)[number];

/** Failed attempts after which an outgoing message is dead (nepristatytas). */
export const BROKER_MAX_ATTEMPTS = 5;

/** The message kinds: an entry registered, sent to each system whose data it names; a KTPR notice received from the NTR. */
export const BROKER_KINDS = ['irasas_iregistruotas', 'ktpr_pranesimas'] as const;

/**
 * The registers the application serves (its own) — the other side of every exchange
 * (/admin/registrai): STSR (contracts and encumbrances) and the NTR's register of legal facts.
 */
export const SERVED_REGISTERS = ['stsr', 'ntr_juridiniai_faktai'] as const;
