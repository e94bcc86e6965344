/**
 * The parts of a bundled type a sub-schema's `$ref`s reach, transitively: what its compiled
 * code depends on besides its own content (incremental-check.ts keys its code by both).
 */
import { isPlainObject } from '../../../src/domain/schema/catalog-error.js';

/** The node at a JSON pointer (`/a/b`, `~0` `~1` escapes, percent-decoded), or undefined. */
function atPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isPlainObject(node)) node = node[part];
    else return undefined;
  }
  return node;
}

/**
 * Every `#…` pointer into the root the schema's refs reach (anchored `<$id>#…` or local `#…`), with its target, in pointer order.
 * @param schema a sub-schema (its refs anchored at the root) or the root's own part
 * @param root the bundled type's schema
 */
export function refClosure(schema: unknown, root: Record<string, unknown>): [string, unknown][] {
  const rootId = String(root.$id);
  const reached = new Map<string, unknown>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isPlainObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const pointer = value.startsWith(`${rootId}#`) ? value.slice(rootId.length + 1) : value.startsWith('#') ? value.slice(1) : undefined;
        if (pointer === undefined || reached.has(pointer)) continue;
        const target = atPointer(root, pointer);
        reached.set(pointer, target);
        visit(target);
      } else visit(value);
    }
  };
  visit(schema);
  return [...reached].sort(([a], [b]) => a.localeCompare(b));
}
