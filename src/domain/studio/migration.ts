/**
 * A studio version's draft migration (decision 0138): fields renamed or moved since the
 * previous version, as `{ from, to }` JSON pointers. Lifting a document's data moves each
 * `from` value (when present) to `to`, in order, creating the objects on the way; a value
 * already at `to` is replaced. Isomorphic: the server lifts drafts with it, the browser's
 * migration panel edits the list.
 */
export interface FieldMove {
  from: string;
  to: string;
}
export type StudioMigration = FieldMove[];

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;
const segments = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * Why a migration cannot be applied, or undefined when it can: a move onto itself or into
 * itself, or two moves from one field.
 */
export function migrationProblem(migration: StudioMigration): string | undefined {
  const seen = new Set<string>();
  for (const { from, to } of migration) {
    if (from === to || to.startsWith(`${from}/`)) return `${from} → ${to}`;
    if (seen.has(from)) return from;
    seen.add(from);
  }
  return undefined;
}

/**
 * The data lifted through the migration (a copy; the input is not changed).
 * @param data a document's data
 * @param migration the moves, applied in order
 */
export function liftData(data: unknown, migration: StudioMigration): unknown {
  const out = structuredClone(data);
  for (const { from, to } of migration) {
    const src = segments(from);
    const parent = src.slice(0, -1).reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), out);
    const key = src[src.length - 1];
    if (!isNode(parent) || !(key in parent)) continue;
    const value = parent[key];
    delete parent[key];
    const dst = segments(to);
    let node = out as Node;
    for (const k of dst.slice(0, -1)) {
      if (!isNode(node[k])) node[k] = {};
      node = node[k] as Node;
    }
    node[dst[dst.length - 1]] = value;
  }
  return out;
}
