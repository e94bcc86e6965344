/**
 * Table-qualified select lists. A query that joins tables names each column as 'table.column';
 * `columnsOf` derives those names from one list of the table's bare column names, checked
 * against the table in schema.ts, and types them so Kysely infers the selected row as it does
 * from names written out by hand.
 */
import type { Database } from './schema.js';

type TableName = keyof Database & string;

/** 'table.column' for each column of the table. */
export type QualifiedColumn<T extends TableName, C extends keyof Database[T] & string> = `${T}.${C}`;

/** The columns as `table.column` names, in the order given, for `select([...])`. */
export function columnsOf<T extends TableName, C extends keyof Database[T] & string>(table: T, columns: readonly C[]): readonly QualifiedColumn<T, C>[] {
  return columns.map((column): QualifiedColumn<T, C> => `${table}.${column}`);
}

/** A person's name as the user table holds it (the holder of a lock, the uploader of a file, the user of a session). */
export const USER_NAME = columnsOf('app_user', ['first_name', 'last_name']);
