import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Identity: offices, users and their roles, sessions (hashed tokens), failed-login rows for
 * the rate limit, server secrets, and the e-government gateway's stand-in directory and
 * used-assertion nonces. Everything security-relevant is a row, so several API processes
 * can share one database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('office'))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('app_user'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(300)')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)')
    .addColumn('person_code', 'varchar(20)')
    .addColumn('company_code', 'varchar(20)')
    .addColumn('company_name', 'varchar(300)')
    // person code + '/' + company code: one account per identity the gateway can assert
    .addColumn('identity_key', 'varchar(50)', (c) => c.unique())
    .addColumn('office_id', 'bigint', (c) => c.references('office.id'))
    .addColumn('contract_number', 'varchar(100)')
    .addColumn('idle_minutes', 'integer')
    .addColumn('consent_terms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consent_ntr_services', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consent_at', 'varchar(30)')
    .addColumn('self_service_contract', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_id', 'varchar(100)')
    .addColumn('ntr_head_signing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_message', 'text')
    .addColumn('avatar', 'text')
    .addColumn('native_signature', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_role')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('role', 'varchar(50)', (c) => c.notNull())
    .addColumn('granted_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role'])
    .execute();

  await withId(db, db.schema.createTable('session'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('face', 'varchar(20)', (c) => c.notNull())
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_activity_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('idle_minutes', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoke_reason', 'varchar(50)')
    .addColumn('ip', 'varchar(100)')
    .execute();
  await db.schema.createIndex('session_user').on('session').columns(['user_id', 'revoked_at']).execute();

  await withId(db, db.schema.createTable('login_failure'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_key').on('login_failure').columns(['username', 'ip', 'at']).execute();

  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('gateway_identity'))
    .addColumn('person_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('company_code', 'varchar(20)')
    .addColumn('company_name', 'varchar(300)')
    .addColumn('identity_key', 'varchar(50)', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('gateway_assertion')
    .addColumn('nonce', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('audience', 'varchar(20)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['gateway_assertion', 'gateway_identity', 'server_secret', 'login_failure', 'session', 'user_role', 'app_user', 'office']) {
    await db.schema.dropTable(table).execute();
  }
}
