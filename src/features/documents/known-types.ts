/**
 * The type of each document this tab has seen (sessionStorage), so that opening
 * /dokumentas/{id} again loads the type's chunk and the document in parallel instead of one
 * after the other. A miss only costs the waterfall; the document's own `type` always wins.
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

/** Remembers a document's type. */
export function rememberType(id: number, typeId: string): void {
  try {
    const all = read();
    delete all[id];
    all[id] = typeId;
    const ids = Object.keys(all);
    for (const old of ids.slice(0, Math.max(0, ids.length - MAX))) delete all[old];
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or blocked: only speed is lost
  }
}

/** The remembered type of a document, if any. */
export function knownType(id: number): string | undefined {
  const typeId = read()[id];
  return typeof typeId === 'string' ? typeId : undefined;
}
