/**
 * User administration (app.aclService), for administrators: list, read, create and change
 * users and their roles. Every change is validated first (400 by schema, 422 by the checks
 * of validation.ts, 409 for a taken username or identity), then written with its audit
 * event in one transaction. Disabling a user or changing their password ends their
 * sessions; a role change takes effect at the user's next request (roles are read per request).
 */
import type { Updateable } from 'kysely';
import type { AppUserTable } from '../../db/schema.js';
import type { AdminUser as AdminUserWire, createUser, endUserSessions, updateUser, UserSessionView } from '../../../src/domain/contracts/acl.js';
import type { BodyOf, ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { Answer } from '../../lib/contract-route.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import { writeAudit, type AuditOrigin } from '../../lib/audit.js';
import { identityKey } from '../auth/identity.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeSession, revokeUserSessions } from '../auth/repository.js';
import { isIdle } from '../auth/session-resolver.js';
import * as repo from './repository.js';
import { checkUserDraft } from './validation.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** A change of a user (PUT …/acl/user/:id): any of the editable fields (the contract's `updateUser` body). */
export type UserInput = Answer<BodyOf<typeof updateUser>>;
/** A new user (POST …/acl/user): the contract's `createUser` body. */
export type NewUserInput = Answer<BodyOf<typeof createUser>>;

/** A user as the administration reads it (src/domain/contracts/acl.ts). */
export type AdminUser = Answer<AdminUserWire>;

/** An open session of a user (the contract's, src/domain/contracts/acl.ts; the face as a plain string). */
export type UserSession = Answer<UserSessionView>;

export interface AclService {
  list(filter: repo.ListFilter): Promise<{ items: AdminUser[]; total: number }>;
  get(id: number): Promise<AdminUser>;
  create(admin: SessionUser, input: NewUserInput, origin: AuditOrigin): Promise<AdminUser>;
  update(admin: SessionUser, id: number, input: UserInput, origin: AuditOrigin): Promise<AdminUser>;
  offices(): Promise<NonNullable<AdminUser['office']>[]>;
  sessions(id: number): Promise<UserSession[]>;
  endSessions(admin: SessionUser, id: number, sessionId: number | undefined, origin: AuditOrigin): Promise<ResponseOf<typeof endUserSessions>>;
}

const ADMIN_ROLE = 'AD_administratorius';

/** True when the change leaves the user without working administrator rights. */
const dropsAdmin = (before: repo.UserRecord, input: UserInput) =>
  before.roles.includes(ADMIN_ROLE) && before.disabled === 0 && (input.disabled === true || (input.roles !== undefined && !input.roles.includes(ADMIN_ROLE)));

declare module 'fastify' {
  interface FastifyInstance {
    aclService: AclService;
  }
}

const FLAGS = ['disabled', 'ntr_head_signing', 'native_signature'] as const;
const TEXTS = [
  'username',
  'first_name',
  'last_name',
  'email',
  'person_code',
  'company_code',
  'company_name',
  'office_id',
  'contract_number',
  'idle_minutes',
  'external_id',
  'active_message',
  'avatar',
] as const;

function toAdminUser(u: repo.UserRecord): AdminUser {
  const { office } = u;
  return {
    id: u.id,
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    person_code: u.person_code,
    company_code: u.company_code,
    company_name: u.company_name,
    office: office && { id: office.id, code: office.code, name: office.name, type: office.type, address: office.address },
    contract_number: u.contract_number,
    idle_minutes: u.idle_minutes,
    external_id: u.external_id,
    roles: u.roles,
    disabled: u.disabled === 1,
    ntr_head_signing: u.ntr_head_signing === 1,
    native_signature: u.native_signature === 1,
    active_message: u.active_message,
    avatar: u.avatar,
    has_password: u.password_hash !== null,
    consent_terms: u.consent_terms === 1,
    consent_ntr_services: u.consent_ntr_services === 1,
    self_service_contract: u.self_service_contract === 1,
    last_login_at: u.last_login_at,
    created_at: u.created_at,
    updated_at: u.updated_at,
  };
}

/** The changed fields' values before and after, for the audit log (never the password; an avatar only as changed). */
function beforeAndAfter(before: repo.UserRecord, input: UserInput) {
  type Audited = Exclude<keyof UserInput, 'password' | 'avatar'>;
  const keys = (Object.keys(input) as (keyof UserInput)[]).filter((k): k is Audited => k !== 'password' && k !== 'avatar');
  const old = (key: Audited) => {
    if (key === 'roles') return before.roles;
    const value = before[key];
    return (FLAGS as readonly string[]).includes(key) ? value === 1 : value;
  };
  return { before: Object.fromEntries(keys.map((k) => [k, old(k)])), after: Object.fromEntries(keys.map((k) => [k, input[k]])) };
}

/** The columns an input sets (flags as 0/1; identity_key follows the codes). */
function columnsOf(input: UserInput, after: { person_code: string | null; company_code: string | null }): Updateable<AppUserTable> {
  const columns: Updateable<AppUserTable> = {};
  for (const key of TEXTS) if (input[key] !== undefined) Object.assign(columns, { [key]: input[key] });
  for (const key of FLAGS) if (input[key] !== undefined) columns[key] = input[key] ? 1 : 0;
  if (input.person_code !== undefined || input.company_code !== undefined) {
    columns.identity_key = after.person_code ? identityKey(after.person_code, after.company_code) : null;
  }
  return columns;
}

export default servicePlugin(
  'aclService',
  async function aclService(app, db) {
    const now = () => app.clock.now().toISOString();

    /** Steps 1–2 of every change: the record checks (422), then uniqueness (409). */
    async function check(id: number | null, input: UserInput, before: repo.UserRecord | null) {
      const pick = <K extends 'person_code' | 'company_code' | 'company_name' | 'office_id'>(key: K) =>
        (input[key] !== undefined ? input[key] : (before?.[key] ?? null)) as repo.UserRecord[K];
      const after = {
        person_code: pick('person_code'),
        company_code: pick('company_code'),
        company_name: pick('company_name'),
        office_id: pick('office_id'),
        roles: input.roles ?? before?.roles ?? [],
      };
      const errors = await checkUserDraft(db, after);
      if (errors.length) throw unprocessable(errors);
      if (input.username !== undefined && (await repo.holderOf(db, 'username', input.username, id)) !== null) throw conflict('errors.username_taken');
      if (after.person_code && (await repo.holderOf(db, 'identity_key', identityKey(after.person_code, after.company_code), id)) !== null) {
        throw conflict('errors.identity_taken');
      }
      return after;
    }

    /** Runs a change; a unique-constraint race (both passed the checks) is the same 409 as the check's. */
    async function write<T>(change: () => Promise<T>): Promise<T> {
      try {
        return await change();
      } catch (error) {
        if (repo.isUniqueViolation(error)) throw conflict();
        throw error;
      }
    }

    const service: AclService = {
      async list(filter) {
        const { items, total } = await repo.listUsers(db, filter);
        return { items: items.map(toAdminUser), total };
      },

      async get(id) {
        const user = await repo.getUser(db, id);
        if (!user) throw notFound();
        return toAdminUser(user);
      },

      async offices() {
        return (await repo.listOffices(db)).map(({ id, code, name, type, address }) => ({ id, code, name, type, address }));
      },

      async create(admin, input, origin) {
        // 1–2. checks
        const after = await check(null, input, null);
        const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
        // 3. persist and audit together
        const at = now();
        const id = await write(() =>
          db.transaction().execute(async (trx) => {
            const newId = await repo.insertUser(trx, {
              username: input.username,
              password_hash: passwordHash,
              first_name: input.first_name,
              last_name: input.last_name,
              email: input.email ?? null,
              person_code: after.person_code,
              company_code: after.company_code,
              company_name: after.company_name,
              identity_key: after.person_code ? identityKey(after.person_code, after.company_code) : null,
              office_id: after.office_id,
              contract_number: input.contract_number ?? null,
              idle_minutes: input.idle_minutes ?? null,
              consent_terms: 0,
              consent_ntr_services: 0,
              consent_at: null,
              self_service_contract: 0,
              external_id: input.external_id ?? null,
              ntr_head_signing: input.ntr_head_signing ? 1 : 0,
              active_message: input.active_message ?? null,
              avatar: input.avatar ?? null,
              native_signature: input.native_signature ? 1 : 0,
              disabled: input.disabled ? 1 : 0,
              last_login_at: null,
              created_at: at,
              updated_at: at,
            });
            await repo.replaceRoles(trx, newId, input.roles, [], at);
            await writeAudit(trx, at, origin, {
              action: 'acl.user_created',
              actorId: admin.userId,
              actorName: admin.username,
              objectType: 'user',
              objectId: newId,
              details: { username: input.username, roles: input.roles, disabled: input.disabled ?? false, password_set: passwordHash !== null },
            });
            return newId;
          }),
        );
        return service.get(id);
      },

      async update(admin, id, input, origin) {
        const before = await repo.getUser(db, id);
        if (!before) throw notFound();
        // the registry always keeps one enabled administrator, else nobody could run it from the browser
        if (dropsAdmin(before, input) && (await repo.countEnabledAdmins(db, id)) === 0) throw conflict('errors.last_admin');
        // an administrator cannot lock themselves out (nobody could undo it from the application)
        if (id === admin.userId && (input.disabled === true || (input.roles && !input.roles.includes('AD_administratorius')))) {
          throw conflict('errors.cannot_lock_out_self');
        }
        // 1–2. checks
        const after = await check(id, input, before);
        const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
        // 3. persist, end sessions where needed, audit — together
        const at = now();
        const disabling = input.disabled === true && before.disabled === 0;
        const endSessions = disabling ? 'disabled' : passwordHash !== undefined ? 'password_changed' : null;
        await write(() =>
          db.transaction().execute(async (trx) => {
            // again inside the transaction, the administrators' rows locked: two administrators disabling each other at once
            if (dropsAdmin(before, input) && (await repo.lockEnabledAdmins(trx, app.db.dialect)).every((admin) => admin === id))
              throw conflict('errors.last_admin');
            await repo.updateUser(trx, id, {
              ...columnsOf(input, after),
              ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
              updated_at: at,
            });
            if (input.roles) await repo.replaceRoles(trx, id, input.roles, before.roles, at);
            const sessionsEnded = endSessions ? await revokeUserSessions(trx, id, at, endSessions) : 0;
            await writeAudit(trx, at, origin, {
              action: 'acl.user_updated',
              actorId: admin.userId,
              actorName: admin.username,
              objectType: 'user',
              objectId: id,
              details: {
                changed: Object.keys(input).filter((k) => k !== 'password'),
                ...beforeAndAfter(before, input),
                password_changed: passwordHash !== undefined,
                ...(input.roles ? { roles_before: before.roles, roles_after: input.roles } : {}),
                ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
                sessions_ended: sessionsEnded,
              },
            });
          }),
        );
        return service.get(id);
      },

      async sessions(id) {
        await service.get(id);
        const now = app.clock.now();
        return (await repo.unrevokedSessions(db, id)).filter((s) => !isIdle(s.last_activity_at, s.idle_minutes, now));
      },

      async endSessions(admin, id, sessionId, origin) {
        const open = await service.sessions(id);
        const ending = sessionId === undefined ? open : open.filter((s) => s.id === sessionId);
        if (sessionId !== undefined && ending.length === 0) throw notFound('errors.session_not_found');
        const at = now();
        await db.transaction().execute(async (trx) => {
          if (sessionId === undefined) await revokeUserSessions(trx, id, at, 'ended_by_admin');
          else await revokeSession(trx, sessionId, at, 'ended_by_admin');
          await writeAudit(trx, at, origin, {
            action: 'acl.sessions_ended',
            actorId: admin.userId,
            actorName: admin.username,
            objectType: 'user',
            objectId: id,
            details: { sessions: ending.map((s) => s.id), before: ending.length, after: open.length - ending.length },
          });
        });
        return { ended: ending.length };
      },
    };
    return service;
  },
  { name: 'acl-service', dependencies: ['db'] },
);
