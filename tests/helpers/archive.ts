/**
 * Setup of the archive API tests (tests/api/archive*.test.ts): a seeded app with the
 * administrator and the archivist signed in, the ids of the seeded items past retention, and a
 * client over /api/archyvas.
 */
import type { Dialect } from '../../api/db/database.js';
import { ARCHIVE_DEMO_NUMBERS } from '../../api/db/seed/archive.js';
import type { TestApp } from './app.js';
import type { SignedIn } from './auth.js';
import { appSignedIn } from './signed-in-app.js';

export interface ArchiveApp {
  t: TestApp;
  admin: SignedIn;
  archivist: SignedIn;
  /** the seeded items past retention (api/db/seed/archive.ts ARCHIVE_DEMO_NUMBERS), by id */
  old: number[];
}

/** A fresh seeded app of the dialect with the archive's two roles signed in. */
export async function openArchiveApp(dialect: Dialect): Promise<ArchiveApp> {
  const {
    t,
    users: [admin, archivist],
  } = await appSignedIn(dialect, 'AD_administratorius', 'AR_archyvatorius');
  const rows = await t.db.kysely.selectFrom('document').select('id').where('registry_number', 'in', ARCHIVE_DEMO_NUMBERS).orderBy('id').execute();
  return { t, admin, archivist, old: rows.map((r) => Number(r.id)) };
}

/** A request to /api/archyvas<url> as `who`, with a JSON body when one is given. */
export const archiveRequest = (t: TestApp, who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/archyvas${url}`, headers: who.headers, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
