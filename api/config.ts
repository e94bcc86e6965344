/**
 * The server's settings, read from the environment in this one place and validated at
 * start-up. A bad value stops the process with a message naming every bad variable.
 */
import path from 'node:path';
import { CENTRAL_SITE_STAND_IN_PATH } from '../src/domain/central-site-markup.js';

/** `writeBatch`: group commit on SQLite (WRITE_BATCH, on unless off; decision 0141). */
export type DatabaseSetting = { kind: 'sqlite'; file: string; writeBatch?: boolean } | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseSetting;
  selfServiceHost: string;
  /**
   * The self-service portal's public base address (SELF_SERVICE_URL, no trailing slash): where
   * links printed into documents lead, e.g. an extract's QR code to /patikra/{code} — never
   * taken from a request's Host header. Default: http://SELF_SERVICE_HOST:PORT.
   */
  selfServiceUrl: string;
  /**
   * The workplace's public base address (WORKPLACE_URL, no trailing slash): where links sent to
   * workplace users and to recipients without an account lead (the received-notice page is open
   * there). Default: http://localhost:PORT.
   */
  workplaceUrl: string;
  demoPassword: string;
  seedDemoData: boolean;
  logLevel: string;
  /** Folder with the built browser app (vite build output); absent in API-only tests. */
  clientDir: string;
  /** Folder for uploaded files and generated documents. */
  dataDir: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Absolute lifetime of a session in hours, however active (SESSION_MAX_HOURS); idle expiry comes on top. */
  sessionMaxHours: number;
  /** HMAC key of the sign-in gateway stand-in's assertions (GATEWAY_SECRET); null: generated once and kept in the database. */
  gatewaySecret: string | null;
  /** Folder holding the type catalogue (schemas/ and ui-schemas/); default the repository root. */
  catalogDir: string;
  /** LIFECYCLE_SWEEP_MINUTES: 0 = this process runs no sweep timers (reads expire returned documents lazily anyway); otherwise the interval is the SWEEP_MINUTES system parameter. */
  lifecycleSweepMinutes: number;
  /** BROKER_SEND_MINUTES: minutes between the registry broker worker's runs (0 = only when an administrator retries) */
  brokerSendMinutes: number;
  /**
   * The central self-service site (spec §2.3, §7: menu.do, footer.do, its home and session-expired
   * page), CENTRAL_SITE_URL: an http(s) base address, or unset for the built-in stand-in served by
   * this server under CENTRAL_SITE_STAND_IN_PATH (then this is that path).
   */
  centralSiteUrl: string;
  /**
   * STAND_INS: the demo mode. On, the local stand-ins of the external systems exist and are the
   * default of every seam; off, they do not exist and each seam needs a real implementation
   * (api/external-systems.ts checks it again when the app is built). Default: on with the
   * embedded SQLite database (the demo set-up), off with PostgreSQL.
   */
  standIns: boolean;
  /** Which implementation of each external system behind a seam is used (EXTERNAL_SYSTEMS). */
  externalSystems: ExternalSystems;
  /** The HTTP server's timeouts and connection limit (api/lib/http-limits.ts). */
  http: HttpLimits;
  /** E-mail delivery of notices (api/modules/outbox). */
  mail: MailSettings;
}

export interface MailSettings {
  /** SMTP_URL: the mail server, smtp://[user:password@]host:port (smtps:// for TLS); null: the built-in local SMTP sink (demo mode only) */
  smtpUrl: string | null;
  /** MAIL_SINK_PORT: the local sink's port on 127.0.0.1; 0 = a free port chosen at start */
  sinkPort: number;
  /** MAIL_FROM: the sender address of notices */
  from: string;
  /** OUTBOX_SEND_MINUTES: minutes between the sender's runs (0 = off) */
  sendMinutes: number;
  /** OUTBOX_MAX_ATTEMPTS: attempts of one e-mail before it fails for good */
  maxAttempts: number;
}

export interface HttpLimits {
  /** a whole request, headers and body, must arrive within this (REQUEST_TIMEOUT_SECONDS) */
  requestTimeoutMs: number;
  /** the headers must arrive within this (HEADERS_TIMEOUT_SECONDS, at most the request timeout) */
  headersTimeoutMs: number;
  /** a connection with no bytes either way for this long is closed (IDLE_TIMEOUT_SECONDS) */
  idleTimeoutMs: number;
  /** an idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_SECONDS) */
  keepAliveTimeoutMs: number;
  /** open connections from one address beyond this are closed at once; 0 = no limit (MAX_CONNECTIONS_PER_ADDRESS) */
  maxConnectionsPerAddress: number;
}

/** The name of the built-in stand-in of every seam; it runs only while STAND_INS is on. */
export const STAND_IN = 'local';

/**
 * The external systems behind a seam, the setting that chooses each one's implementation and
 * the implementations built in. Today each has only its local stand-in, STAND_IN (the default
 * while STAND_INS is on). A real adapter adds its name to `choices` here and is built where
 * the module maps the name to an implementation (`plugsIn`; see the module's README). The
 * central self-service site is chosen by CENTRAL_SITE_URL instead (an address, not an adapter).
 */
export const EXTERNAL_SYSTEMS = {
  signInGateway: { setting: 'SIGN_IN_GATEWAY', choices: [STAND_IN], module: 'api/modules/gateway', plugsIn: 'IdentityGateway, GATEWAYS in service.ts' },
  signingProvider: {
    setting: 'SIGNING_PROVIDER',
    choices: [STAND_IN],
    module: 'api/modules/signing',
    plugsIn: 'SigningProvider, SIGNING_PROVIDERS in service.ts',
  },
  paymentProvider: {
    setting: 'PAYMENT_PROVIDER',
    choices: [STAND_IN],
    module: 'api/modules/cart',
    plugsIn: 'PaymentProvider, PAYMENT_PROVIDERS in provider.ts',
  },
  landRegister: {
    setting: 'LAND_REGISTER',
    choices: [STAND_IN],
    module: 'api/modules/certificate-issue',
    plugsIn: 'LandRegister, LAND_REGISTERS in land-register.ts',
  },
  foreignEntityRegister: {
    setting: 'FOREIGN_ENTITY_REGISTER',
    choices: [STAND_IN],
    module: 'api/modules/requests',
    plugsIn: 'ForeignLegalEntityRegister, FOREIGN_REGISTERS in legal-entities.ts',
  },
} as const;

export type ExternalSystemKey = keyof typeof EXTERNAL_SYSTEMS;

export type ExternalSystems = { [K in ExternalSystemKey]: (typeof EXTERNAL_SYSTEMS)[K]['choices'][number] };

/** Where a real implementation of a seam plugs in (start-up messages name it). */
export const plugsIn = (key: ExternalSystemKey) =>
  `${EXTERNAL_SYSTEMS[key].module} (${EXTERNAL_SYSTEMS[key].plugsIn}; named in api/config.ts EXTERNAL_SYSTEMS)`;

/**
 * SEED_DEMO_DATA follows STAND_INS unless set: the demo users sign in with the published demo
 * password and the demo people are invented, so they belong to the demo mode only; asking for
 * them with STAND_INS=off is refused.
 */
function readSeedDemoData(env: Env, standIns: boolean, problems: string[]): boolean {
  const seed = readBoolean(env, 'SEED_DEMO_DATA', standIns, problems);
  if (seed && !standIns) problems.push('SEED_DEMO_DATA=true needs STAND_INS=on: demo users with the published demo password exist only in the demo mode');
  return seed;
}

/** Why the stand-in of a seam cannot run: STAND_INS is off. */
export const standInRefused = (key: ExternalSystemKey) =>
  `${EXTERNAL_SYSTEMS[key].setting}: the stand-in "${STAND_IN}" does not run while STAND_INS=off, and no real implementation is configured; one plugs in at ${plugsIn(key)}`;

/** Why the central site's stand-in cannot run: STAND_INS is off. */
export const CENTRAL_SITE_REFUSED =
  'CENTRAL_SITE_URL must be set while STAND_INS=off: the built-in stand-in of the central self-service site does not run (api/modules/central-site)';

export const SMTP_SINK_REFUSED = 'SMTP_URL must be set while STAND_INS=off: the built-in local SMTP sink does not run (api/modules/outbox)';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** Where this server serves its own stand-in of the central self-service site. */
export { CENTRAL_SITE_STAND_IN_PATH };

/** True when the configured central self-service site is the built-in stand-in. */
export const usesCentralSiteStandIn = (config: Pick<AppConfig, 'centralSiteUrl'>) => config.centralSiteUrl === CENTRAL_SITE_STAND_IN_PATH;

/** Default demo password, documented in the README; set DEMO_PASSWORD to change it. */
export const DEFAULT_DEMO_PASSWORD = 'Demo-Slaptazodis-1';

type Env = Record<string, string | undefined>;

function readInteger(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

function readBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function readSecret(env: Env, name: string, problems: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (raw.length < 32) problems.push(`${name} must be at least 32 characters long (or unset: a random one is generated and kept in the database)`);
  return raw;
}

function readMail(env: Env, standIns: boolean, problems: string[]): MailSettings {
  const smtpUrl = env.SMTP_URL ? env.SMTP_URL : null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/?#\s]+$/.test(smtpUrl))
    problems.push(`SMTP_URL must be smtp://[user:password@]host:port or smtps://… (got "${smtpUrl.replace(/\/\/[^@/]*@/, '//…@')}")`);
  if (smtpUrl === null && !standIns) problems.push(SMTP_SINK_REFUSED);
  const from = env.MAIL_FROM || 'registras@localhost';
  if (!/^[^@\s]+@[^@\s]+$/.test(from)) problems.push(`MAIL_FROM must be an e-mail address (got "${from}")`);
  return {
    smtpUrl,
    sinkPort: readInteger(env, 'MAIL_SINK_PORT', 0, 0, 65535, problems),
    from,
    sendMinutes: readInteger(env, 'OUTBOX_SEND_MINUTES', 1, 0, 24 * 60, problems),
    maxAttempts: readInteger(env, 'OUTBOX_MAX_ATTEMPTS', 5, 1, 100, problems),
  };
}

/** A public base address (SELF_SERVICE_URL, WORKPLACE_URL): http(s) without query, fragment or credentials; unset = the fallback. */
function readBaseUrl(env: Env, name: 'SELF_SERVICE_URL' | 'WORKPLACE_URL', fallback: string, example: string, problems: string[]): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !url.username && !url.password)
      return url.href.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http(s) address without query, fragment or credentials, e.g. ${example} (got "${raw}")`);
  return fallback;
}

function readCentralSite(env: Env, problems: string[]): string {
  const raw = env.CENTRAL_SITE_URL;
  if (raw === undefined || raw === '') return CENTRAL_SITE_STAND_IN_PATH;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !url.username && !url.password) {
      // one form for every join: no trailing slash
      return url.href.replace(/\/+$/, '');
    }
  } catch {
    // reported below
  }
  problems.push(`CENTRAL_SITE_URL must be an http(s) address without query, fragment or credentials, e.g. https://savitarna.example.lt/portal (got "${raw}")`);
  return CENTRAL_SITE_STAND_IN_PATH;
}

function readStandIns(env: Env, database: DatabaseSetting, problems: string[]): boolean {
  const raw = env.STAND_INS;
  const fallback = database.kind === 'sqlite';
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  problems.push(`STAND_INS must be on or off (got "${raw}"; unset = on with the embedded SQLite database, off with PostgreSQL)`);
  return fallback;
}

/**
 * Each seam's implementation name. With stand-ins on, unset means the stand-in; with them
 * off, the setting must name a real implementation (none is built in yet, so today every
 * seam is reported: off-mode start is refused with the list of where each one plugs in).
 */
function readExternalSystems(env: Env, standIns: boolean, problems: string[]): ExternalSystems {
  const chosen: Record<string, string> = {};
  for (const key of Object.keys(EXTERNAL_SYSTEMS) as ExternalSystemKey[]) {
    const { setting, choices } = EXTERNAL_SYSTEMS[key];
    const raw = env[setting];
    const known: readonly string[] = standIns ? choices : choices.filter((name) => name !== STAND_IN);
    chosen[key] = raw === undefined || raw === '' ? STAND_IN : raw;
    if (known.includes(chosen[key])) continue;
    if (!standIns && chosen[key] === STAND_IN) problems.push(standInRefused(key));
    else
      problems.push(
        `${setting} must be one of: ${known.join(', ') || '(no real implementation is built in yet)'} (got "${raw}"); another implementation plugs in at ${plugsIn(key)}`,
      );
  }
  return chosen as ExternalSystems;
}

/** The HTTP limits; behind a trusted proxy every connection comes from the proxy, so no per-address limit by default. */
function readHttpLimits(env: Env, trustProxy: boolean, problems: string[]): HttpLimits {
  const seconds = (name: string, fallback: number) => readInteger(env, name, fallback, 1, 3600, problems) * 1000;
  const limits: HttpLimits = {
    requestTimeoutMs: seconds('REQUEST_TIMEOUT_SECONDS', 30),
    headersTimeoutMs: seconds('HEADERS_TIMEOUT_SECONDS', 10),
    idleTimeoutMs: seconds('IDLE_TIMEOUT_SECONDS', 30),
    keepAliveTimeoutMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', 5),
    maxConnectionsPerAddress: readInteger(env, 'MAX_CONNECTIONS_PER_ADDRESS', trustProxy ? 0 : 64, 0, 100_000, problems),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) problems.push('HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS');
  return limits;
}

function readWriteBatch(env: Env, problems: string[]): boolean {
  const raw = env.WRITE_BATCH;
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  problems.push(`WRITE_BATCH must be on or off (got "${raw}"; unset = on)`);
  return true;
}

function readDatabase(env: Env, root: string, problems: string[]): DatabaseSetting {
  const setting = readDatabaseUrl(env, root, problems);
  return setting.kind === 'sqlite' ? { ...setting, writeBatch: readWriteBatch(env, problems) } : setting;
}

function readDatabaseUrl(env: Env, root: string, problems: string[]): DatabaseSetting {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return { kind: 'sqlite', file: path.join(root, 'data', 'registry.sqlite') };
  if (/^postgres(ql)?:\/\/.+/.test(raw)) {
    try {
      new URL(raw);
      return { kind: 'postgres', url: raw };
    } catch {
      problems.push('DATABASE_URL is not a valid postgres:// URL');
    }
  } else if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length);
    if (file === '') problems.push('DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/registry.sqlite');
    else return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(root, file) };
  } else {
    problems.push('DATABASE_URL must be postgres://…, postgresql://… or sqlite:<file> (unset = SQLite under data/)');
  }
  return { kind: 'sqlite', file: path.join(root, 'data', 'registry.sqlite') };
}

/**
 * Reads and validates every setting. Throws ConfigError listing all problems at once.
 * @param env the environment (process.env by default; tests pass their own)
 * @param root the repository root, against which relative paths are resolved
 */
/**
 * Only the database setting, for commands that touch nothing but the database (npm run
 * audit:verify): the server's other settings (external systems, mail, secrets) are neither
 * read nor demanded.
 * @throws ConfigError when DATABASE_URL is not a database address
 */
export function loadDatabaseConfig(env: Env = process.env, root: string = process.cwd()): DatabaseSetting {
  const problems: string[] = [];
  const database = readDatabase(env, root, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return database;
}

export function loadConfig(env: Env = process.env, root: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const host = env.HOST === undefined || env.HOST === '' ? 'localhost' : env.HOST;
  if (!HOSTNAME.test(host) && !/^[\d.]+$|^[0-9a-f:]+$/i.test(host)) problems.push(`HOST is not a host name or address (got "${host}")`);
  const selfServiceHost = (env.SELF_SERVICE_HOST || 'savitarna.localhost').toLowerCase();
  if (!HOSTNAME.test(selfServiceHost)) problems.push(`SELF_SERVICE_HOST must be a host name without port or scheme (got "${selfServiceHost}")`);
  const demoPassword = env.DEMO_PASSWORD === undefined ? DEFAULT_DEMO_PASSWORD : env.DEMO_PASSWORD;
  if (demoPassword.length < 8) problems.push('DEMO_PASSWORD must be at least 8 characters long');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const trustProxy = readBoolean(env, 'TRUST_PROXY', false, problems);
  const database = readDatabase(env, root, problems);
  const standIns = readStandIns(env, database, problems);
  const centralSiteUrl = readCentralSite(env, problems);
  if (!standIns && usesCentralSiteStandIn({ centralSiteUrl }) && !problems.some((p) => p.startsWith('CENTRAL_SITE_URL'))) problems.push(CENTRAL_SITE_REFUSED);

  const port = readInteger(env, 'PORT', 3000, 0, 65535, problems);
  const config: AppConfig = {
    port,
    host,
    database,
    selfServiceHost,
    selfServiceUrl: readBaseUrl(env, 'SELF_SERVICE_URL', `http://${selfServiceHost}:${port}`, 'https://savitarna.example.lt', problems),
    workplaceUrl: readBaseUrl(env, 'WORKPLACE_URL', `http://localhost:${port}`, 'https://registras.example.lt', problems),
    demoPassword,
    seedDemoData: readSeedDemoData(env, standIns, problems),
    logLevel,
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist/client'),
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 2 * 1024 * 1024, 1024, 100 * 1024 * 1024, problems),
    trustProxy,
    sessionMaxHours: readInteger(env, 'SESSION_MAX_HOURS', 12, 1, 7 * 24, problems),
    gatewaySecret: readSecret(env, 'GATEWAY_SECRET', problems),
    catalogDir: path.resolve(root, env.CATALOG_DIR || '.'),
    lifecycleSweepMinutes: readInteger(env, 'LIFECYCLE_SWEEP_MINUTES', 10, 0, 24 * 60, problems),
    brokerSendMinutes: readInteger(env, 'BROKER_SEND_MINUTES', 1, 0, 24 * 60, problems),
    centralSiteUrl,
    standIns,
    externalSystems: readExternalSystems(env, standIns, problems),
    http: readHttpLimits(env, trustProxy, problems),
    mail: readMail(env, standIns, problems),
  };
  if (!standIns && (env.STAND_INS ?? '') === '' && problems.some((p) => p.includes('while STAND_INS=off'))) {
    problems.unshift(
      'STAND_INS is off, its default with PostgreSQL: set STAND_INS=on for the demo with the built-in stand-ins, or configure a real implementation of each external system below',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
