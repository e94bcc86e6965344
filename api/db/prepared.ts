/**
 * Queries built once and run many times with new values, for the statements every request
 * sends (the session lookup, the document read, the save's writes, the audit row). Kysely
 * builds a query as a tree of immutable nodes and compiles it to SQL text on every call;
 * on a one-row indexed statement that costs more than the database's own work. A prepared
 * query is built and compiled on its first use per dialect, with a placeholder standing for
 * each named value, and afterwards only its parameter list is filled in.
 *
 * The builder must use each named value as a plain value (`where(col, '=', p.id)`,
 * `values({ col: p.x })`): a placeholder is an opaque object, so the builder must not
 * branch on it, test it, or pass it where Kysely expects a list or an expression.
 */
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema.js';

const NAME = Symbol('prepared value');

interface Placeholder {
  readonly [NAME]: string;
}

const isPlaceholder = (v: unknown): v is Placeholder => typeof v === 'object' && v !== null && NAME in v;

type Slot = { name: string } | { constant: unknown };

interface Compiled<R> {
  query: CompiledQuery<R>;
  slots: Slot[];
}

/**
 * A query of named values `V`, compiled once per dialect.
 * @param build builds the query from `db` and `v`, whose properties stand for the values
 * @returns a function running the query on `db` (the database or a transaction) with `values`
 */
export function prepared<V extends Record<string, unknown>, R>(build: (db: Kysely<Database>, v: V) => Compilable<R>) {
  // keyed by the dialect's adapter: the same for a database and its transactions
  const byAdapter = new WeakMap<object, Compiled<R>>();
  const placeholders = new Proxy({} as V, { get: (_target, name) => ({ [NAME]: String(name) }) satisfies Placeholder });

  function compiled(db: Kysely<Database>): Compiled<R> {
    const adapter = db.getExecutor().adapter;
    let found = byAdapter.get(adapter);
    if (!found) {
      const query = build(db, placeholders).compile();
      found = { query, slots: query.parameters.map((p) => (isPlaceholder(p) ? { name: p[NAME] } : { constant: p })) };
      byAdapter.set(adapter, found);
    }
    return found;
  }

  return (db: Kysely<Database>, values: V): Promise<QueryResult<R>> => {
    const { query, slots } = compiled(db);
    const parameters = slots.map((s) => ('name' in s ? values[s.name] : s.constant));
    return db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<R>);
  };
}
