/**
 * The writes the crash rounds fire and the ledger of what the server acknowledged: edits (PUT
 * with If-Match on a document of the worker's own), new documents (POST) and file uploads,
 * each carrying a marker of its own so a check can tell which write it sees.
 */
import { createHash } from 'node:crypto';
import { fixture, TYPE } from '../helpers/lifecycle.js';
import { pdf } from '../helpers/upload-corpus/builders.js';
import { call, parse, type Answer } from './http.js';

type Data = Record<string, unknown> & { prievoles: { pavadinimas: string }[] };

/** The mortgage fixture with the marker in its first obligation's title. */
export function withMarker(marker: string): Data {
  const data = structuredClone(fixture('paprastas-vienas-turtas')) as Data;
  data.prievoles[0].pavadinimas = `Paskola ${marker}`;
  return data;
}
export const markerOf = (data: Data) => data.prievoles[0].pavadinimas.replace(/^Paskola /, '');

export interface Edited {
  id: number;
  version: number;
  marker: string;
  /** the write sent but not answered (the kill may have cut it before or after its commit) */
  inflight?: { version: number; marker: string };
}
export interface Created {
  id: number;
  marker: string;
}
export interface Uploaded {
  documentId: number;
  fileId: number;
  sha256: string;
}

export interface Ledger {
  edited: Edited[];
  created: Created[];
  uploaded: Uploaded[];
  /** acknowledged writes so far (every 2xx write, edits included) */
  acknowledged: number;
  serverErrors: number;
  /** answers no write should get (a 4xx to a valid write): the run is wrong, not the server */
  unexpected: string[];
}

export const newLedger = (): Ledger => ({ edited: [], created: [], uploaded: [], acknowledged: 0, serverErrors: 0, unexpected: [] });

/** Load against one server until it dies or `stop()` answers true. */
export interface Load {
  url: string;
  token: string;
  ledger: Ledger;
  /** marker prefix of this round */
  round: string;
  stop(): boolean;
}

let sequence = 0;
const nextMarker = (load: Load) => `${load.round}-${(sequence += 1)}`;

function note(load: Load, what: string, res: Answer) {
  if (res.status >= 500) load.ledger.serverErrors += 1;
  else load.ledger.unexpected.push(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
}

/** POST a new document; answers the acknowledged one or null. */
export async function createOne(load: Load): Promise<Created | null> {
  const marker = nextMarker(load);
  const res = await call(load.url, 'POST', '/api/documents', { token: load.token, json: { type: TYPE, data: withMarker(marker) } });
  if (res.status !== 201) {
    note(load, 'create', res);
    return null;
  }
  load.ledger.acknowledged += 1;
  return { id: parse<{ id: number }>(res).id, marker };
}

/** Edits one document again and again (each PUT carries the version the last one answered). */
export async function editor(load: Load, doc: Edited): Promise<void> {
  while (!load.stop()) {
    const marker = nextMarker(load);
    doc.inflight = { version: doc.version + 1, marker };
    const res = await call(load.url, 'PUT', `/api/documents/${doc.id}`, {
      token: load.token,
      headers: { 'if-match': `"${doc.version}"` },
      json: { data: withMarker(marker) },
    });
    const saved = res.status === 200 ? parse<{ version: number }>(res) : null;
    if (!saved || saved.version !== doc.inflight.version) return note(load, `edit ${doc.id} v${doc.version}`, res);
    Object.assign(doc, { version: saved.version, marker, inflight: undefined });
    load.ledger.acknowledged += 1;
  }
}

/** Creates documents again and again. */
export async function creator(load: Load): Promise<void> {
  while (!load.stop()) {
    const created = await createOne(load);
    if (!created) return;
    load.ledger.created.push(created);
  }
}

/** Uploads small distinct PDFs to a fresh document of its own (at most `max`, below the per-item limit). */
export async function uploader(load: Load, max: number): Promise<void> {
  const doc = await createOne(load);
  if (!doc) return;
  load.ledger.created.push(doc);
  for (let i = 0; i < max && !load.stop(); i += 1) {
    const bytes = pdf({ text: `Priedas ${nextMarker(load)}` });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `priedas-${i}.pdf`);
    const res = await call(load.url, 'POST', `/api/documents/${doc.id}/files`, { token: load.token, body: form });
    if (res.status !== 201) return note(load, `upload to ${doc.id}`, res);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    load.ledger.uploaded.push({ documentId: doc.id, fileId: parse<{ id: number }>(res).id, sha256 });
    load.ledger.acknowledged += 1;
  }
}

/** Runs a worker until the server stops answering (a refused or reset connection ends it quietly). */
export const untilGone = (work: Promise<void>) => work.catch(() => undefined);

/**
 * Checks every acknowledged write against a restarted server; answers what was lost. Edits
 * are brought up to what the server now holds (the in-flight write may have committed).
 */
export async function lostWrites(url: string, token: string, ledger: Ledger): Promise<string[]> {
  const lost: string[] = [];
  const read = async (id: number) => {
    const res = await call(url, 'GET', `/api/documents/${id}`, { token });
    return res.status === 200 ? parse<{ version: number; data: Data }>(res) : null;
  };
  for (const doc of ledger.edited) {
    const now = await read(doc.id);
    const seen = now ? { version: now.version, marker: markerOf(now.data) } : null;
    const acked = seen && seen.version === doc.version && seen.marker === doc.marker;
    const inflight = seen && doc.inflight && seen.version === doc.inflight.version && seen.marker === doc.inflight.marker;
    if (!seen || !(acked || inflight)) lost.push(`edit of ${doc.id}: acknowledged v${doc.version} "${doc.marker}", found ${JSON.stringify(seen)}`);
    if (seen) Object.assign(doc, { ...seen, inflight: undefined });
  }
  for (const created of ledger.created) {
    const now = await read(created.id);
    if (!now || markerOf(now.data) !== created.marker) lost.push(`document ${created.id} "${created.marker}": found ${now ? markerOf(now.data) : 'nothing'}`);
  }
  for (const file of ledger.uploaded) {
    const res = await fetch(`${url}/api/documents/${file.documentId}/files/${file.fileId}`, { headers: { authorization: `Bearer ${token}` } });
    const sha256 =
      res.status === 200
        ? createHash('sha256')
            .update(Buffer.from(await res.arrayBuffer()))
            .digest('hex')
        : `status ${res.status}`;
    if (sha256 !== file.sha256) lost.push(`file ${file.fileId} of document ${file.documentId}: ${sha256}`);
  }
  return lost;
}
