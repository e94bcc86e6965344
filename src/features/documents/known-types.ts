/**
 * The type (and schema version) of each document this tab has seen (sessionStorage), so that
 * opening /dokumentas/{id} again loads the type's chunk and the document in parallel instead of
 * one after the other. A miss only costs the waterfall; the document's own `type` always wins.
 */
const KEY = 'dokumentuTipai';
const MAX = 200;

function read(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A remembered document's type and, when known, the schema version it is pinned to. */
export interface KnownType {
  typeId: string;
  schemaVersion?: string;
}

/** Remembers a document's type (and version: `typeId@version`, as a plain type id before). */
export function rememberType(id: number, typeId: string, schemaVersion?: string): void {
  try {
    const all = read();
    delete all[id];
    all[id] = schemaVersion === undefined ? typeId : `${typeId}@${schemaVersion}`;
    const ids = Object.keys(all);
    for (const old of ids.slice(0, Math.max(0, ids.length - MAX))) delete all[old];
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or blocked: only speed is lost
  }
}

/** The remembered type of a document, if any. */
export function knownType(id: number): KnownType | undefined {
  const value = read()[id];
  if (typeof value !== 'string') return undefined;
  const at = value.indexOf('@');
  return at < 0 ? { typeId: value } : { typeId: value.slice(0, at), schemaVersion: value.slice(at + 1) };
}
