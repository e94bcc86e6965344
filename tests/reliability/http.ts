/**
 * A small HTTP client for the reliability suite (real sockets to a real server, never inject),
 * and the one judgement every refusal must pass: below 500, a JSON body with a translation key
 * as `message`, and nothing internal in it.
 */
import { TEST_PASSWORD } from '../helpers/app.js';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** sent as JSON */
  json?: unknown;
  /** sent as is (a string is sent with the content type given in headers) */
  body?: string | FormData;
  timeoutMs?: number;
}

/** One request; throws only when no answer came (connection refused or reset, timeout). */
export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

export const parse = <T = Record<string, unknown>>(answer: Answer): T => JSON.parse(answer.text) as T;

/** Password sign-in as a seeded demo user (username = role code); answers the bearer token. */
export async function signIn(base: string, username: string): Promise<string> {
  const res = await call(base, 'POST', '/api/login', { json: { username, password: TEST_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in as ${username} failed: ${res.status} ${res.text}`);
  return parse<{ naudotojas: { api_token: string } }>(res).naudotojas.api_token;
}

/** Text that must never reach a client: stack frames, file paths, SQL and driver messages. */
export const INTERNALS =
  /\n\s+at |at .+\(.+:\d+:\d+\)|node_modules|\/(api|src)\/(modules|plugins|db|lib|domain)\/|\.[tj]s:\d+|\bselect\b.+\bfrom\b|\binsert\s+into\b|\bupdate\s+\w+\s+set\b|\bsyntax error\b|SQLITE_|\bsqlite\b|postgres|violates .+ constraint|relation "|invalid byte sequence|\bTypeError\b|\bRangeError\b/i;

/** A translation key such as errors.file_format or validation.required. */
export const MESSAGE_KEY = /^(errors|validation)\.[a-z0-9_.]+$/;

/** What is wrong with a refusal (empty when it is a proper one). */
export function refusalProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.status < 400) problems.push(`not refused: ${answer.status}`);
  if (INTERNALS.test(answer.text)) problems.push(`internals in the body: ${answer.text.slice(0, 300)}`);
  try {
    const body = JSON.parse(answer.text) as { message?: unknown };
    if (typeof body.message !== 'string' || !MESSAGE_KEY.test(body.message)) problems.push(`no message key: ${answer.text.slice(0, 200)}`);
  } catch {
    problems.push(`not JSON: ${answer.text.slice(0, 200)}`);
  }
  return problems;
}
