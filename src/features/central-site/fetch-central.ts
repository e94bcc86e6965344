/**
 * GET of a central self-service page (menu.do, footer.do). Another site: plain fetch, never
 * the API client — our bearer token and cookies must not travel there. The outcome:
 * - `answer`: the site answered (a 4xx counts, with no content: it did not give us a frame);
 * - `unavailable`: network failure or a 5xx — the site is down, which says nothing about
 *   the session; the caller keeps what it has and asks again at the next refresh.
 */
export type CentralAnswer = { kind: 'answer'; html: string; url: string } | { kind: 'unavailable' };

/** Answers larger than this are not a header or a menu; they are read as unrecognised. */
const MAX_CHARS = 256 * 1024;

export async function fetchCentral(url: string, signal: AbortSignal): Promise<CentralAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      headers: { Accept: 'text/html' },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'unavailable' };
  }
  if (response.status >= 500) return { kind: 'unavailable' };
  const address = response.url || new URL(url, window.location.href).href;
  if (!response.ok) return { kind: 'answer', html: '', url: address };
  const html = await response.text();
  return { kind: 'answer', html: html.length > MAX_CHARS ? '' : html, url: address };
}
