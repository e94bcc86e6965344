/**
 * The child process of group-commit-crash.test.ts: opens a SQLite file as the server does
 * (api/db/database.ts, group commit on, synchronous=FULL) and runs WRITERS concurrent writers,
 * each transaction inserting one id into two tables. An id is printed (synchronously, so the
 * parent sees it before anything else happens) only after its transaction was acknowledged.
 * Runs until killed. Arguments: <file> <first id>.
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../../api/db/database.js';

const WRITERS = 32;
const [file, first] = process.argv.slice(2);
const db = openDatabase({ kind: 'sqlite', file, writeBatch: true });
await sql`create table if not exists written (id integer primary key)`.execute(db.kysely);
await sql`create table if not exists written_too (id integer primary key)`.execute(db.kysely);

let next = Number(first);
async function writer(): Promise<never> {
  for (;;) {
    const id = next++;
    await db.kysely.transaction().execute(async (trx) => {
      await sql`insert into written (id) values (${id})`.execute(trx);
      await sql`insert into written_too (id) values (${id})`.execute(trx);
    });
    fs.writeSync(1, `${id}\n`);
  }
}
await Promise.all(Array.from({ length: WRITERS }, writer));
