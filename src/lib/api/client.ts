/**
 * The app-wide API client for the current face (base /api in the workplace, /sav in the
 * portal) and the SWR fetcher built on it. Features import `api` and `fetcher` from here.
 */
import { config } from '../config';
import { events } from '../events';
import { currentFace, API_BASES } from '../face';
import { commonTextsReady, i18n, translateServerText } from '../i18n';
import { notify } from '../notify';
import { session } from '../session';
import { createApiClient } from './create-api-client';
import { createFetcher } from './fetcher';
import { announceSuccess } from './success-meta';

const translate = (key: string, params?: Record<string, unknown>) => translateServerText(i18n, key, params);
// a failed load of the deferred texts shows keys rather than holding up the answer
const textsReady = () => commonTextsReady(i18n).catch(() => undefined);

export const api = createApiClient({
  base: API_BASES[currentFace()],
  getToken: session.getToken,
  timeoutMs: config.requestTimeoutMs,
  notify,
  events,
  translate,
  textsReady,
});

/** Announces the meta.message of a write sent outside the client (a multipart upload), as the client does its own. */
export async function announce(body: unknown): Promise<void> {
  await textsReady();
  announceSuccess(body, translate, events);
}

export const fetcher = createFetcher(api);
