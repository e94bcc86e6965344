/**
 * Helpers of the lifecycle tests (tests/api/lifecycle*.test.ts, tests/property): create a
 * document, read it, act on it through POST {base}/documents/:id/actions/:action with the
 * version the caller last saw, and the registrar's forms.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './auth.js';

export const TYPE = 'sutartine-hipoteka';

/** A valid fixture's data (tests/fixtures/sutartine-hipoteka/valid/<name>.json). */
export const fixture = (name: string): Record<string, unknown> =>
  (JSON.parse(fs.readFileSync(`tests/fixtures/${TYPE}/valid/${name}.json`, 'utf8')) as { data: Record<string, unknown> }).data;

export async function createDocument(app: FastifyInstance, who: SignedIn, data: unknown = fixture('paprastas-vienas-turtas')): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/documents', headers: who.headers, payload: { type: TYPE, data } });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export async function getDocument(app: FastifyInstance, who: SignedIn, id: number) {
  const res = await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: who.headers });
  return {
    statusCode: res.statusCode,
    body: res.json() as { status: string; version: number; allowedActions: string[]; data: Record<string, unknown>; editable: boolean },
  };
}

/** The lifecycle view (the registrui tab). */
export async function lifecycleOf(app: FastifyInstance, who: SignedIn, id: number) {
  const res = await app.inject({ method: 'GET', url: `/api/documents/${id}/lifecycle`, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`lifecycle view failed: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown> & { status: string; version: number; allowedActions: string[] };
}

/**
 * POST an action. `version` defaults to the document's current version as the caller reads it
 * (a caller who cannot read it sends version 1).
 */
export async function act(app: FastifyInstance, who: SignedIn, id: number, action: string, form?: Record<string, unknown>, version?: number) {
  let v = version;
  if (v === undefined) {
    const doc = await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: who.headers });
    v = doc.statusCode === 200 ? (doc.json() as { version: number }).version : 1;
  }
  return app.inject({
    method: 'POST',
    url: `/api/documents/${id}/actions/${action}`,
    headers: { ...who.headers, 'if-match': `"${v}"` },
    payload: form === undefined ? {} : { form },
  });
}

export const RETURN_FORM = {
  terminas: '2026-11-27',
  priezastis: 'Neteisingai nurodytas turto unikalus numeris',
  aprasymas: 'Turto unikalus numeris nesutampa su Nekilnojamojo turto registro duomenimis.',
  sprendimoMotyvai: 'Įkeičiamas turtas turi būti tiksliai identifikuotas.',
  teisesAktai: 'Hipotekos registro įstatymo 24 straipsnis',
};

export const REJECT_FORM = {
  priezastys: 'Įkeičiamas turtas nepriklauso skolininkui',
  teisinisPagrindas: 'Hipotekos registro įstatymo 24 straipsnis',
  aprasymas: 'Pagal registro duomenis turtas priklauso kitam asmeniui.',
};

/** Counts rows of the tables a refused action must leave alone. */
export async function lifecycleCounts(app: FastifyInstance) {
  const db = app.db.kysely;
  const count = async (table: 'document_version' | 'audit_event' | 'notice' | 'signature' | 'registry_counter') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const statuses = await db.selectFrom('document').select(['id', 'status', 'version']).orderBy('id').execute();
  return {
    versions: await count('document_version'),
    audit: await count('audit_event'),
    notices: await count('notice'),
    signatures: await count('signature'),
    documents: JSON.stringify(statuses),
  };
}
