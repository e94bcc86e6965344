/**
 * The one API client (spec §7–§8). Every call carries the bearer token and JSON content
 * type, is aborted after the configured timeout, and reports its outcome the way the spec
 * prescribes:
 *
 * | outcome                                   | the user sees                               | event         |
 * |-------------------------------------------|---------------------------------------------|---------------|
 * | 2xx put/post/patch/delete with meta.message | green snackbar (the shell, 3 s)            | data-ok       |
 * | body with an `error` element              | red snackbar with that error                | api-failed    |
 * | 400                                       | red snackbar 'Bad Request' + server message | —             |
 * | 401                                       | nothing                                     | auth-failed   |
 * | 403                                       | nothing here (the shell opens /403)         | access-denied |
 * | 404                                       | nothing here (the shell shows it in red)    | data-error    |
 * | 422                                       | red snackbar listing the validation messages| —             |
 * | other 4xx (409, 412, 413, 415, 428, 429)  | red snackbar with the server message        | —             |
 * | 5xx, network failure, timeout             | red snackbar 'Serverio klaida'              | —             |
 *
 * Every failure rejects with an ApiError. A request the caller aborted rejects quietly.
 * Pass `quiet: true` when the caller shows the error itself (e.g. a login form): no
 * snackbar and no data-error; auth-failed, access-denied and api-failed still fire because
 * they change the app's state, not just what is shown.
 */
import type { AppEvents, EventBus } from '../events';
import type { NotificationInput, Notify } from '../notify';
import { ApiError, type FieldError } from './api-error';
import { announceSuccess } from './success-meta';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON-serialisable body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Lets the caller cancel (SWR, unmounting components). */
  signal?: AbortSignal;
  /** Show no snackbar for failures (events are still emitted). */
  quiet?: boolean;
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface ApiClientOptions {
  /** '/api' (workplace) or '/sav' (portal). */
  base: string;
  getToken: () => string | null;
  timeoutMs: number;
  notify: Notify;
  events: EventBus<AppEvents>;
  /** Translates server keys and the client's own keys (api.*); falls back to the raw text. */
  translate: Translate;
  /**
   * Resolves when `translate` knows every server key: the app's texts of errors and
   * validation load just after start-up (src/lib/i18n.ts). Awaited only before translating
   * an answer; must not reject.
   */
  textsReady?: () => Promise<unknown>;
  fetch?: typeof fetch;
}

export interface ApiClient {
  readonly base: string;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

/** How many validation messages a 422 snackbar lists before "and N more". */
const MAX_LISTED = 6;

type Body = Record<string, unknown> | unknown[] | string | null;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrorsOf(body: Body): FieldError[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter((e): e is FieldError => isObject(e) && typeof e.messageKey === 'string' && typeof e.path === 'string');
}

/** The server's message key: `message`, or the text of a legacy `error` element. */
function messageOf(body: Body): string {
  if (isObject(body)) {
    if (typeof body.message === 'string') return body.message;
    if (typeof body.error === 'string') return body.error;
    if (isObject(body.error) && typeof body.error.message === 'string') return body.error.message;
  }
  // A text or HTML body (e.g. from a proxy) is no message for the user.
  return '';
}

async function readBody(response: Response): Promise<Body> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as Body;
    } catch {
      return text;
    }
  }
  return text;
}

/** Joins the base and a path ('/version', 'version' or a full '/api/...' path all work). */
function urlOf(base: string, path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith(`${base}/`) || path === base) return path;
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** Creates a client for one API base. The app uses the instance in ./client.ts. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { base, getToken, timeoutMs, notify, events, translate, textsReady } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Reports a failed answer, then returns the error to throw. */
  function failure(status: number, body: Body, url: string, quiet: boolean, requestId: string | null): ApiError {
    const key = messageOf(body) || (status >= 500 ? 'errors.server' : 'errors.bad_request');
    const fieldErrors = fieldErrorsOf(body);
    const message = translate(key);
    const error = new ApiError(status, message, fieldErrors, 'http', key);
    const show = (input: NotificationInput) => {
      if (!quiet) notify.error(input);
    };
    if (status === 401) {
      events.emit('auth-failed', { url });
    } else if (status === 403) {
      events.emit('access-denied', { url, message });
    } else if (status === 404) {
      if (!quiet) events.emit('data-error', { message, url });
    } else if (status === 400) {
      show({ title: translate('api.badRequest'), message, details: listed(fieldErrors) });
    } else if (status === 422) {
      show({ message, details: listed(fieldErrors) });
    } else if (status >= 500) {
      show({ message: translate('api.serverError'), details: requestId ? [translate('api.requestId', { id: requestId })] : [] });
    } else {
      show({ message });
    }
    return error;
  }

  /** The translated validation messages, de-duplicated, at most MAX_LISTED plus "and N more". */
  function listed(fieldErrors: readonly FieldError[]): string[] {
    const texts = [...new Set(fieldErrors.map((e) => translate(e.messageKey, e.params)))];
    if (texts.length <= MAX_LISTED) return texts;
    return [...texts.slice(0, MAX_LISTED), translate('api.more', { count: texts.length - MAX_LISTED })];
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const url = urlOf(base, path);
    const quiet = opts.quiet ?? false;
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    // Our own controller: aborted by the timeout or when the caller's signal aborts.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (opts.signal?.aborted) controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    let body: Body;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      body = await readBody(response);
    } catch {
      if (timedOut) {
        if (!quiet) notify.error({ message: translate('api.serverError'), details: [translate('api.timeout')] });
        throw new ApiError(0, translate('api.timeout'), [], 'timeout', 'api.timeout');
      }
      if (controller.signal.aborted) throw new ApiError(0, 'aborted', [], 'aborted', 'aborted');
      if (!quiet) notify.error({ message: translate('api.serverError'), details: [translate('api.network')] });
      throw new ApiError(0, translate('api.network'), [], 'network', 'api.network');
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    const requestId = response.headers.get('x-request-id');
    const hasErrorElement = isObject(body) && 'error' in body && body.error !== undefined && body.error !== null;
    // Every path below that translates a server key (a failure, a write's meta.message) waits for the texts.
    if (textsReady && (!response.ok || hasErrorElement || method !== 'GET')) await textsReady();
    if (hasErrorElement) {
      events.emit('api-failed', { status: response.status, message: translate(messageOf(body)), url });
    }
    if (!response.ok) throw failure(response.status, body, url, quiet, requestId);
    if (hasErrorElement) {
      // A 2xx that still says "error" is a failure the server reported in the body.
      const key = messageOf(body) || 'errors.server';
      if (!quiet) notify.error({ message: translate(key) });
      throw new ApiError(response.status, translate(key), fieldErrorsOf(body), 'http', key);
    }
    // spec §7/§8: the write's meta.message is the data-ok event, which the shell shows in green (decision 0096)
    if (method !== 'GET') announceSuccess(body, translate, events);
    return body as T;
  }

  return {
    base,
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    put: (path, body, o) => request('PUT', path, { ...o, body }),
    patch: (path, body, o) => request('PATCH', path, { ...o, body }),
    delete: (path, o) => request('DELETE', path, o),
  };
}
