// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '../../../src/lib/api/api-error';
import { createApiClient, type ApiClientOptions } from '../../../src/lib/api/create-api-client';
import { createFetcher, pathOfKey } from '../../../src/lib/api/fetcher';
import { createEventBus, type AppEvents } from '../../../src/lib/events';
import { createI18n, translateServerText } from '../../../src/lib/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('lt');
});

afterEach(() => {
  vi.useRealTimers();
});

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

function setup(respond: (url: string, init: RequestInit) => Promise<Response> | Response, overrides: Partial<ApiClientOptions> = {}) {
  const notify = { success: vi.fn(), info: vi.fn(), error: vi.fn() };
  const events = createEventBus<AppEvents>();
  const seen: Partial<Record<keyof AppEvents, unknown[]>> = {};
  for (const type of ['api-failed', 'auth-failed', 'access-denied', 'data-error', 'data-ok'] as const) {
    seen[type] = [];
    events.on(type, (payload) => seen[type]!.push(payload));
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init ?? {}));
  const client = createApiClient({
    base: '/api',
    getToken: () => 'token-123',
    timeoutMs: 50_000,
    notify,
    events,
    translate: (key, params) => translateServerText(i18n, key, params),
    fetch: fetchMock as unknown as typeof fetch,
    ...overrides,
  });
  return { client, notify, seen, fetchMock };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('API client: requests', () => {
  it('sends the bearer token, JSON headers and the base path; returns the JSON body', async () => {
    const { client, fetchMock, notify } = setup(() => json(200, { version: '1.3.16' }));
    await expect(client.get('/version')).resolves.toEqual({ version: '1.3.16' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/version');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-123');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBeUndefined();
    expect(init!.method).toBe('GET');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('sends a JSON body with the JSON content type, and no Authorization without a token', async () => {
    const { client, fetchMock } = setup(() => json(201, { id: 7 }), { getToken: () => null });
    await client.post('documents', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/documents');
    const headers = init!.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
    expect(init!.body).toBe('{"a":1}');
  });

  it('returns undefined-free null for 204 No Content', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete('/documents/1')).resolves.toBeNull();
  });
});

describe('API client: success messages', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)('%s with meta.message raises data-ok (translated), which the shell shows in green', async (method) => {
    const { client, notify, seen } = setup(() => json(200, { meta: { message: 'messages.documentSaved' }, data: {} }));
    if (method === 'delete') await client.delete('/x');
    else await client[method]('/x', {});
    expect(seen['data-ok']).toEqual([{ message: 'Dokumentas išsaugotas.' }]);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('meta.params fill the message', async () => {
    const { client, seen } = setup(() => json(200, { meta: { message: 'messages.documentSavedWithIssues', params: { count: 2 } } }));
    await client.put('/x', {});
    expect(seen['data-ok']).toEqual([{ message: 'Dokumentas išsaugotas, bet rasta pastabų: 2.' }]);
  });

  it('a plain-text meta.message is passed on as it came', async () => {
    const { client, seen } = setup(() => json(200, { meta: { message: 'Išsaugota.' } }));
    await client.put('/x', {});
    expect(seen['data-ok']).toEqual([{ message: 'Išsaugota.' }]);
  });

  it('GET with meta.message, or a write without one, raises nothing', async () => {
    const { client, notify, seen } = setup(() => json(200, { meta: { message: 'Išsaugota.' } }));
    await client.get('/x');
    const plain = setup(() => json(200, { id: 1 }));
    await plain.client.post('/x', {});
    expect(notify.success).not.toHaveBeenCalled();
    expect(seen['data-ok']).toEqual([]);
    expect(plain.seen['data-ok']).toEqual([]);
  });
});

describe('API client: statuses', () => {
  it('400: red snackbar "Bad Request" plus the translated server message', async () => {
    const { client, notify, seen } = setup(() => json(400, { message: 'errors.malformed_json' }));
    const error = await failureOf(client.post('/x', {}));
    expect(error.status).toBe(400);
    expect(error.messageKey).toBe('errors.malformed_json');
    expect(error.message).toBe('Užklausos duomenys sugadinti (netinkamas JSON).');
    expect(notify.error).toHaveBeenCalledWith({ title: 'Bad Request', message: 'Užklausos duomenys sugadinti (netinkamas JSON).', details: [] });
    expect(seen['auth-failed']).toEqual([]);
  });

  it('400 with a message that is no key shows the raw text', async () => {
    const { client, notify } = setup(() => json(400, { message: 'Dokumentas jau pasirašytas' }));
    await failureOf(client.post('/x', {}));
    expect(notify.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Bad Request', message: 'Dokumentas jau pasirašytas' }));
  });

  it('401: nothing shown, auth-failed raised', async () => {
    const { client, notify, seen } = setup(() => json(401, { message: 'errors.unauthorized' }));
    const error = await failureOf(client.get('/check-user'));
    expect(error.status).toBe(401);
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(seen['auth-failed']).toEqual([{ url: '/api/check-user' }]);
  });

  it('403: access-denied raised, no snackbar', async () => {
    const { client, notify, seen } = setup(() => json(403, { message: 'errors.forbidden' }));
    const error = await failureOf(client.get('/admin'));
    expect(error.status).toBe(403);
    expect(seen['access-denied']).toEqual([{ url: '/api/admin', message: 'Neturite teisės atlikti šio veiksmo.' }]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('404: data-error raised with the translated message, no snackbar', async () => {
    const { client, notify, seen } = setup(() => json(404, { message: 'errors.not_found' }));
    const error = await failureOf(client.get('/documents/9'));
    expect(error.status).toBe(404);
    expect(seen['data-error']).toEqual([{ message: 'Duomenys nerasti.', url: '/api/documents/9' }]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('404 with quiet: no data-error (the caller shows it)', async () => {
    const { client, seen } = setup(() => json(404, { message: 'errors.not_found' }));
    await failureOf(client.get('/documents/9', { quiet: true }));
    expect(seen['data-error']).toEqual([]);
  });

  it('422: red snackbar listing the translated validation messages; errors kept on the ApiError', async () => {
    const errors = [
      { path: '/body/name', messageKey: 'validation.maxLength', params: { limit: 20 }, severity: 'critical' },
      { path: '/body/code', messageKey: 'validation.required', params: { missingProperty: 'code' }, severity: 'critical' },
      { path: '/body/x', messageKey: 'Laukas netinkamas', severity: 'warning' },
    ];
    const { client, notify } = setup(() => json(422, { message: 'errors.validation', errors }));
    const error = await failureOf(client.put('/documents/1', {}));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual(errors);
    expect(error.message).toBe('Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.');
    expect(notify.error).toHaveBeenCalledWith({
      message: 'Neužpildyti visi privalomi laukai arba netinkamas laukų formatas.',
      details: ['Viršytas simbolių limitas (daugiausiai 20 simb.).', 'Neužpildytas privalomas laukas „code“.', 'Laukas netinkamas'],
    });
  });

  it('422 with many errors lists six and says how many more', async () => {
    const errors = Array.from({ length: 9 }, (_, i) => ({ path: `/f${i}`, messageKey: `Klaida ${i}`, severity: 'critical' }));
    const { client, notify } = setup(() => json(422, { message: 'errors.validation', errors }));
    await failureOf(client.post('/x', {}));
    const details = notify.error.mock.calls[0][0].details as string[];
    expect(details).toHaveLength(7);
    expect(details[6]).toBe('ir dar 3');
  });

  it.each([500, 502, 503])('%i: snackbar "Serverio klaida" with the request number', async (status) => {
    const { client, notify, seen } = setup(() => json(status, { message: 'errors.server' }, { 'x-request-id': 'req-42' }));
    const error = await failureOf(client.get('/x'));
    expect(error.status).toBe(status);
    expect(error.kind).toBe('http');
    expect(notify.error).toHaveBeenCalledWith({ message: 'Serverio klaida', details: ['Užklausos numeris: req-42'] });
    expect(seen['auth-failed']).toEqual([]);
  });

  it('a 5xx HTML page from a proxy still shows "Serverio klaida"', async () => {
    const { client, notify } = setup(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await failureOf(client.get('/x'));
    expect(error.messageKey).toBe('errors.server');
    expect(notify.error).toHaveBeenCalledWith({ message: 'Serverio klaida', details: [] });
  });

  it('other 4xx (409, 412, 429) show the translated server message', async () => {
    const { client, notify } = setup(() => json(412, { message: 'errors.stale_version' }));
    const error = await failureOf(client.put('/x', {}));
    expect(error.status).toBe(412);
    expect(notify.error).toHaveBeenCalledWith({
      message: 'Šiuos duomenis jau pakeitė kitas naudotojas. Atnaujinkite puslapį ir bandykite dar kartą.',
    });
  });

  it('quiet: no snackbar for a 400 or a 500, the error is still thrown', async () => {
    const { client, notify } = setup(() => json(400, { message: 'errors.login_failed' }));
    const error = await failureOf(client.post('/login', {}, { quiet: true }));
    expect(error.message).toBe('Neteisingas naudotojo vardas arba slaptažodis.');
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('API client: error element, network and timeout', () => {
  it('a 2xx body with an error element raises api-failed and rejects', async () => {
    const { client, notify, seen } = setup(() => json(200, { error: 'errors.conflict' }));
    const error = await failureOf(client.post('/x', {}));
    expect(error.status).toBe(200);
    expect(seen['api-failed']).toEqual([{ status: 200, message: 'Veiksmo atlikti negalima: duomenų būsena pasikeitė.', url: '/api/x' }]);
    expect(notify.error).toHaveBeenCalledWith({ message: 'Veiksmo atlikti negalima: duomenų būsena pasikeitė.' });
  });

  it('a network failure shows "Serverio klaida" and rejects with kind network', async () => {
    const { client, notify } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(client.get('/x'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(notify.error).toHaveBeenCalledWith({
      message: 'Serverio klaida',
      details: ['Nepavyko susisiekti su serveriu. Patikrinkite ryšį ir bandykite dar kartą.'],
    });
  });

  function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
    return new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }

  it('aborts after the configured timeout and shows "Serverio klaida"', async () => {
    vi.useFakeTimers();
    const { client, notify } = setup(hangingFetch, { timeoutMs: 50_000 });
    const pending = failureOf(client.get('/slow'));
    await vi.advanceTimersByTimeAsync(49_999);
    expect(notify.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(notify.error).toHaveBeenCalledWith({ message: 'Serverio klaida', details: ['Serveris neatsakė per nustatytą laiką.'] });
  });

  it('a request the caller aborts rejects quietly', async () => {
    const { client, notify, seen } = setup(hangingFetch);
    const controller = new AbortController();
    const pending = failureOf(client.get('/x', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect(notify.error).not.toHaveBeenCalled();
    expect(seen['data-error']).toEqual([]);
  });
});

describe('SWR fetcher', () => {
  it('GETs a path key through the client', async () => {
    const { client, fetchMock } = setup(() => json(200, { sistemos_informavimas: null }));
    await expect(createFetcher(client)('/system-info')).resolves.toEqual({ sistemos_informavimas: null });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/system-info');
  });

  it('turns a [path, query] key into a query string, leaving out empty values', () => {
    expect(pathOfKey(['/search', { q: 'Vilnius g.', page: 2, empty: '', none: undefined, flag: false }])).toBe('/search?q=Vilnius+g.&page=2&flag=false');
  });

  it('rejects with the ApiError so components can read the status', async () => {
    const { client } = setup(() => json(404, { message: 'errors.not_found' }));
    const error = await failureOf(createFetcher(client)('/documents/1'));
    expect(error.status).toBe(404);
  });
});
