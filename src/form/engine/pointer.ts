/**
 * JSON pointers (RFC 6901) into document data: the paths of field errors
 * (`/skolininkai/0/vardas`) and the addresses the renderer uses to find a value.
 */

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The segments of a pointer ('' is the whole document). */
export function parsePointer(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescape);
}

/** A pointer from segments. */
export function formatPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${escape(String(s))}`).join('');
}

/** True when `pointer` is `parent` itself or lies inside it. */
export function isWithin(pointer: string, parent: string): boolean {
  return parent === '' || pointer === parent || pointer.startsWith(`${parent}/`);
}

/** The value a pointer names, or undefined when any step is missing. */
export function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const key of parsePointer(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The top-level field a pointer starts with ('' for the document itself). */
export function topField(pointer: string): string {
  return parsePointer(pointer)[0] ?? '';
}
