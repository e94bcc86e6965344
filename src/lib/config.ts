/**
 * The browser's settings, read from import.meta.env in this one place and validated when
 * the module loads: a bad value stops the app with a message naming every bad variable
 * (the same habit as api/config.ts). Pure constants of spec §9 live in src/domain/constants.ts.
 */
import { MAX_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../domain/constants';

export interface BrowserConfig {
  /** Abort an API request after this many milliseconds (VITE_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Contacts on the help page (/pagalba): the registry keeper's e-mail, site and optional phone. */
  help: { email: string; url: string; phone: string | null };
  // Where the central self-service site is, is the server's setting CENTRAL_SITE_URL,
  // asked at run time: src/lib/central-site.ts.
}

export class BrowserConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid browser settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BrowserConfigError';
  }
}

type Env = Record<string, string | boolean | undefined>;

function readInteger(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw);
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    problems.push(`${name} must be a whole number of milliseconds from ${min} to ${max} (got "${text}")`);
    return fallback;
  }
  return Number(text);
}

function readText(env: Env, name: string, fallback: string | null, valid: RegExp, what: string, problems: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw).trim();
  if (!valid.test(text)) {
    problems.push(`${name} must be ${what} (got "${text}")`);
    return fallback;
  }
  return text;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTP_URL = /^https?:\/\/[^\s]+$/;
const PHONE = /^\+?[\d ()-]{6,20}$/;
/** The registry keeper's public contacts (override per deployment with VITE_HELP_*). */
const DEFAULT_HELP = { email: 'info@registrucentras.lt', url: 'https://www.registrucentras.lt' };

/**
 * Reads and validates every browser setting; throws BrowserConfigError listing all problems.
 * @param env the build-time environment (import.meta.env by default; tests pass their own)
 */
export function loadBrowserConfig(env: Env = import.meta.env): BrowserConfig {
  const problems: string[] = [];
  const config: BrowserConfig = {
    requestTimeoutMs: readInteger(env, 'VITE_REQUEST_TIMEOUT_MS', REQUEST_TIMEOUT_MS, 1_000, MAX_REQUEST_TIMEOUT_MS, problems),
    help: {
      email: readText(env, 'VITE_HELP_EMAIL', DEFAULT_HELP.email, EMAIL, 'an e-mail address', problems) ?? DEFAULT_HELP.email,
      url: readText(env, 'VITE_HELP_URL', DEFAULT_HELP.url, HTTP_URL, 'an http(s) address', problems) ?? DEFAULT_HELP.url,
      phone: readText(env, 'VITE_HELP_PHONE', null, PHONE, 'a phone number such as +370 5 123 4567', problems),
    },
  };
  if (problems.length > 0) throw new BrowserConfigError(problems);
  return config;
}

export const config: BrowserConfig = loadBrowserConfig();
