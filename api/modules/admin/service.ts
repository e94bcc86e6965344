/**
 * Administration (app.adminService): system parameters, the system-information banner and
 * messages to users. Every change runs validate → persist → audit (who, when, before,
 * after) in one transaction; bad input is 400 (schema) or 422 (field errors) and changes
 * nothing. A parameter change drops the parameter cache, so it holds at once.
 */
import type { AdminMessage, Banner, BannerChange, MessageToPublish, TooltipEntry, TooltipText } from '../../../src/domain/contracts/admin.js';
import type { Paged } from '../../../src/domain/contracts/shared.js';
import type { Answer } from '../../lib/contract-route.js';
import type { Kysely } from 'kysely';
import { PARAMETER_CODES, parameterValue, type SystemParameters } from '../../../src/domain/admin/parameters.js';
import type { Database } from '../../db/schema.js';
import { writeAuditBy, type AuditOrigin } from '../../lib/audit.js';
import { notFound, unprocessable, type FieldError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import * as banners from './banner-repository.js';
import * as messages from './messages-repository.js';
import { readParameters, writeParameter } from './parameters-repository.js';
import { readTooltipUses } from './tooltip-usage.js';
import * as tooltips from './tooltips-repository.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** The wire shapes of src/domain/contracts/admin.ts (a message's audience as a plain string). */
export type { Banner, TooltipEntry } from '../../../src/domain/contracts/admin.js';
export type Message = Answer<AdminMessage>;

export interface AdminService {
  parameters(): Promise<SystemParameters>;
  setParameters(admin: SessionUser, change: Partial<SystemParameters>, origin: AuditOrigin): Promise<SystemParameters>;
  banners(): Promise<Banner[]>;
  createBanner(admin: SessionUser, input: BannerChange & { text: string; active: boolean }, origin: AuditOrigin): Promise<Banner>;
  updateBanner(admin: SessionUser, id: number, input: BannerChange, origin: AuditOrigin): Promise<Banner>;
  messages(page: number, pageSize: number): Promise<Paged<Message>>;
  publish(admin: SessionUser, input: MessageToPublish, origin: AuditOrigin): Promise<Message>;
  withdraw(admin: SessionUser, id: number, origin: AuditOrigin): Promise<Message>;
  tooltips(): Promise<TooltipEntry[]>;
  saveTooltip(admin: SessionUser, code: string, input: TooltipText, origin: AuditOrigin): Promise<TooltipEntry>;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminService: AdminService;
  }
}

const problem = (path: string, messageKey: string): FieldError => ({ path, messageKey, severity: 'critical' });

/** valid_to must come after valid_from when both are given (422 otherwise). */
function periodErrors(from: string | null | undefined, to: string | null | undefined): FieldError[] {
  if (from && Number.isNaN(Date.parse(from))) return [problem('/valid_from', 'validation.invalid_instant')];
  if (to && Number.isNaN(Date.parse(to))) return [problem('/valid_to', 'validation.invalid_instant')];
  return from && to && Date.parse(to) <= Date.parse(from) ? [problem('/valid_to', 'validation.valid_to_before_from')] : [];
}

/** A validated instant as the database keeps every time: ISO UTC, so stored times compare as text. */
const utc = (instant: string | null | undefined): string | null => (instant ? new Date(instant).toISOString() : null);

const toBanner = (r: banners.BannerRow): Banner => ({
  id: r.id,
  text: r.text,
  active: r.active === 1,
  valid_from: r.valid_from,
  valid_to: r.valid_to,
  created_at: r.created_at,
});

export default servicePlugin(
  'adminService',
  async function adminService(app, db) {
    const tooltipUses = readTooltipUses(app.catalog);
    const tooltipOf = (code: string, row: tooltips.TooltipRow | undefined): TooltipEntry => ({
      code,
      text: row?.text ?? null,
      text_en: row?.text_en ?? null,
      active: row?.active === 1,
      updated_at: row?.updated_at ?? null,
      used_in: tooltipUses.get(code) ?? [],
    });
    const now = () => app.clock.now().toISOString();

    async function readAll(from: Kysely<Database>): Promise<SystemParameters> {
      const rows = new Map((await readParameters(from, PARAMETER_CODES)).map((r) => [r.code, r.value]));
      return Object.fromEntries(PARAMETER_CODES.map((code) => [code, parameterValue(code, rows.get(code))])) as SystemParameters;
    }

    async function toMessages(rows: messages.MessageRow[]): Promise<Message[]> {
      const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
      const users = ids.length ? await db.selectFrom('app_user').select(['id', 'username']).where('id', 'in', ids).execute() : [];
      return rows.map((r) => {
        const user = users.find((u) => u.id === r.user_id);
        return {
          id: r.id,
          text: r.text,
          audience: r.audience,
          role: r.role,
          user: user ? { id: user.id, username: user.username } : null,
          valid_from: r.valid_from,
          valid_to: r.valid_to,
          created_at: r.created_at,
          withdrawn_at: r.withdrawn_at,
        };
      });
    }

    /** Inserts a row with its creation audit event (before: none, after: the input) in one transaction; the new row's id. */
    function createAudited(
      event: { admin: SessionUser; origin: AuditOrigin; action: string; objectType: string; after: unknown },
      insert: (trx: Kysely<Database>, at: string) => Promise<number>,
    ): Promise<number> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const id = await insert(trx, at);
        await writeAuditBy(trx, at, event.admin, event.origin, {
          action: event.action,
          objectType: event.objectType,
          objectId: id,
          details: { before: null, after: event.after },
        });
        return id;
      });
    }

    async function message(id: number): Promise<Message> {
      const row = await messages.getMessage(db, id);
      if (!row) throw notFound();
      return (await toMessages([row]))[0];
    }

    async function banner(id: number): Promise<Banner> {
      const row = await banners.getBanner(db, id);
      if (!row) throw notFound();
      return toBanner(row);
    }

    const service: AdminService = {
      parameters: () => readAll(db),

      async setParameters(admin, change, origin) {
        const at = now();
        await db.transaction().execute(async (trx) => {
          const before = await readAll(trx);
          const changed = PARAMETER_CODES.filter((code) => change[code] !== undefined && change[code] !== before[code]);
          for (const code of changed) await writeParameter(trx, code, String(change[code]), at);
          await writeAuditBy(trx, at, admin, origin, {
            action: 'admin.parameters_changed',
            objectType: 'system_parameter',
            details: { before: Object.fromEntries(changed.map((c) => [c, before[c]])), after: Object.fromEntries(changed.map((c) => [c, change[c]])) },
          });
        });
        // 4. in effect at once: the next read of any module loads the new values
        app.systemService.parametersChanged();
        return readAll(db);
      },

      banners: async () => (await banners.listBanners(db)).map(toBanner),

      async createBanner(admin, input, origin) {
        const errors = periodErrors(input.valid_from, input.valid_to);
        if (errors.length) throw unprocessable(errors);
        const id = await createAudited({ admin, origin, action: 'admin.banner_created', objectType: 'system_info', after: input }, (trx, at) =>
          banners.insertBanner(trx, {
            text: input.text,
            active: input.active ? 1 : 0,
            valid_from: utc(input.valid_from),
            valid_to: utc(input.valid_to),
            created_at: at,
          }),
        );
        return banner(id);
      },

      async updateBanner(admin, id, input, origin) {
        const before = await banner(id);
        const errors = periodErrors(
          input.valid_from === undefined ? before.valid_from : input.valid_from,
          input.valid_to === undefined ? before.valid_to : input.valid_to,
        );
        if (errors.length) throw unprocessable(errors);
        const at = now();
        await db.transaction().execute(async (trx) => {
          await banners.updateBanner(trx, id, {
            ...(input.text !== undefined ? { text: input.text } : {}),
            ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
            ...(input.valid_from !== undefined ? { valid_from: utc(input.valid_from) } : {}),
            ...(input.valid_to !== undefined ? { valid_to: utc(input.valid_to) } : {}),
          });
          await writeAuditBy(trx, at, admin, origin, {
            action: 'admin.banner_updated',
            objectType: 'system_info',
            objectId: id,
            details: { before, after: input },
          });
        });
        return banner(id);
      },

      async messages(page, pageSize) {
        const [total, rows] = await Promise.all([messages.countMessages(db), messages.listMessages(db, pageSize, (page - 1) * pageSize)]);
        return { total, page, pageSize, items: await toMessages(rows) };
      },

      async publish(admin, input, origin) {
        // 1. checks: the recipient the audience names, and the period
        const errors = periodErrors(input.valid_from, input.valid_to);
        if (input.audience === 'role' && input.role === undefined) errors.push(problem('/role', 'validation.message_needs_role'));
        if (input.audience === 'user') {
          const known =
            input.user_id !== undefined && (await db.selectFrom('app_user').select('id').where('id', '=', input.user_id).executeTakeFirst()) !== undefined;
          if (!known) errors.push(problem('/user_id', 'validation.unknown_user'));
        }
        if (errors.length) throw unprocessable(errors);
        // 2. persist with its audit event
        const id = await createAudited({ admin, origin, action: 'admin.message_published', objectType: 'admin_message', after: input }, (trx, at) =>
          messages.insertMessage(trx, {
            text: input.text,
            audience: input.audience,
            role: input.audience === 'role' ? (input.role ?? null) : null,
            user_id: input.audience === 'user' ? (input.user_id ?? null) : null,
            valid_from: utc(input.valid_from)!,
            valid_to: utc(input.valid_to),
            created_at: at,
            created_by: admin.userId,
            withdrawn_at: null,
          }),
        );
        return message(id);
      },

      async withdraw(admin, id, origin) {
        const before = await message(id);
        if (before.withdrawn_at) return before;
        const at = now();
        await db.transaction().execute(async (trx) => {
          await messages.withdrawMessage(trx, id, at);
          await writeAuditBy(trx, at, admin, origin, {
            action: 'admin.message_withdrawn',
            objectType: 'admin_message',
            objectId: id,
            details: { before: { withdrawn_at: null }, after: { withdrawn_at: at } },
          });
        });
        return message(id);
      },

      async tooltips() {
        const rows = new Map((await tooltips.listTooltips(db)).map((r) => [r.code, r]));
        const codes = [...new Set([...rows.keys(), ...tooltipUses.keys()])].sort();
        return codes.map((code) => tooltipOf(code, rows.get(code)));
      },

      async saveTooltip(admin, code, input, origin) {
        const row = await tooltips.getTooltip(db, code);
        // 1. only a code a ui schema names (or one the registry already holds) can get a text
        if (!row && !tooltipUses.has(code)) throw unprocessable([problem('/code', 'validation.tooltip_not_used')]);
        const before = tooltipOf(code, row);
        const at = now();
        await db.transaction().execute(async (trx) => {
          await tooltips.writeTooltip(trx, { code, text: input.text, text_en: input.text_en, active: input.active ? 1 : 0 }, at);
          await writeAuditBy(trx, at, admin, origin, {
            action: 'admin.tooltip_saved',
            objectType: 'tooltip',
            objectId: code,
            details: { before: { text: before.text, text_en: before.text_en, active: before.active }, after: input },
          });
        });
        return tooltipOf(code, await tooltips.getTooltip(db, code));
      },
    };
    return service;
  },
  { name: 'admin-service', dependencies: ['db', 'system-service', 'catalog-service'] },
);
