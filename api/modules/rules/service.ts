/**
 * Registration rules (app.rulesService): the automatic registration rules (/admin/registravimas)
 * and the business rules of the errors check switched per type (/admin/taisykles). Every
 * change runs validate → persist → audit (who, when, before, after, the reason) in one
 * transaction; bad input is 400 (schema) or 404/409/422 and changes nothing. The lifecycle
 * reads the rows on every action (auto-registration.ts, switched-off.ts): a change holds at once.
 */
import type { Kysely } from 'kysely';
import { appliesToType, BUSINESS_RULES, businessRule, type BusinessRule } from '../../../src/domain/admin/business-rules.js';
import { conditionErrors, conditionFields, type ConditionField, type RuleCondition } from '../../../src/domain/admin/rule-conditions.js';
import type { BodyOf, ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { createAutoRule, listBusinessRules, updateAutoRule } from '../../../src/domain/contracts/rules.js';
import { ERROR_CHECKED_ACTIONS } from '../../../src/domain/lifecycle/machine.js';
import type { Database } from '../../db/schema.js';
import { writeAuditBy, type AuditOrigin } from '../../lib/audit.js';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/access.js';
import * as repo from './repository.js';
import { servicePlugin } from '../../lib/service-plugin.js';

export type AutoRule = ResponseOf<typeof updateAutoRule>;
export type NewAutoRule = BodyOf<typeof createAutoRule>;
export type AutoRuleChange = BodyOf<typeof updateAutoRule>;
export type BusinessRuleView = ResponseOf<typeof listBusinessRules>['items'][number];

export interface RulesService {
  autoRules(): Promise<AutoRule[]>;
  /** the fields of a type's schema a condition may name (404 unknown type) */
  conditionFields(typeId: string): ConditionField[];
  createAutoRule(admin: SessionUser, input: NewAutoRule, origin: AuditOrigin): Promise<AutoRule>;
  updateAutoRule(admin: SessionUser, id: number, change: AutoRuleChange, origin: AuditOrigin): Promise<AutoRule>;
  businessRules(): Promise<BusinessRuleView[]>;
  switchBusinessRule(
    admin: SessionUser,
    code: string,
    typeId: string,
    change: { enabled: boolean; reason: string },
    origin: AuditOrigin,
  ): Promise<BusinessRuleView>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rulesService: RulesService;
  }
}

/** Who changed a rule, when and why: written with every insert and update. */
const stamp = (reason: string, at: string, admin: SessionUser) => ({ reason, updated_at: at, updated_by: admin.userId });

const toAutoRule = (r: repo.AutoRuleRow): AutoRule => ({
  id: Number(r.id),
  code: r.code,
  type_id: r.type_id,
  filer_roles: JSON.parse(r.filer_roles) as string[],
  without_warnings: Number(r.without_warnings) === 1,
  enabled: Number(r.enabled) === 1,
  conditions: JSON.parse(r.conditions) as RuleCondition[],
  reason: r.reason,
  updated_at: r.updated_at,
  updated_by: r.updated_by_name ?? null,
});

/** The rule's conditions as the audit records them before and after a change. */
const conditionsOf = ({ type_id, filer_roles, without_warnings, enabled, conditions }: AutoRule) => ({
  type_id,
  filer_roles,
  without_warnings,
  enabled,
  conditions,
});

export default servicePlugin(
  'rulesService',
  async function rulesService(app, db) {
    const now = () => app.clock.now().toISOString();

    /** A rule's creation or change as an audit event: its conditions before and, read back in the transaction, after. */
    async function auditRuleChange(
      trx: Kysely<Database>,
      by: { at: string; admin: SessionUser; origin: AuditOrigin },
      change: { action: string; id: number; reason: string | null; code: string; before: unknown },
    ) {
      const after = conditionsOf(await autoRule(change.id, trx));
      await writeAuditBy(trx, by.at, by.admin, by.origin, {
        action: change.action,
        objectType: 'auto_registration_rule',
        objectId: change.id,
        reason: change.reason,
        details: { code: change.code, before: change.before, after },
      });
    }

    async function autoRule(id: number, from: Kysely<Database> = db): Promise<AutoRule> {
      const row = await repo.getAutoRule(from, id);
      if (!row) throw notFound('errors.auto_rule_not_found');
      return toAutoRule(row);
    }

    /** 422 for a type the catalogue does not hold. */
    function assertKnownType(typeId: string | undefined): void {
      if (typeId !== undefined && !app.catalog.get(typeId))
        throw unprocessable([{ path: '/type_id', messageKey: 'validation.unknown_type', severity: 'critical' }]);
    }

    /** 400 errors.rule_conditions_invalid when a condition names no field of the type's schema, or a value or operator the field cannot take (decision 0132). */
    function assertConditions(typeId: string, conditions: readonly RuleCondition[]): void {
      const type = app.catalog.get(typeId);
      const errors = type ? conditionErrors(type.schema, conditions) : [];
      if (errors.length > 0) throw badRequest('errors.rule_conditions_invalid', errors);
    }

    /** A business rule with the catalogue types it applies to and where it is switched off. */
    async function ruleView(rule: BusinessRule, from: Kysely<Database> = db): Promise<BusinessRuleView> {
      const off = new Map((await repo.rulesOff(from)).filter((r) => r.rule_code === rule.code).map((r) => [r.type_id, r]));
      const types = app.catalog.list().filter((t) => appliesToType(rule, t.id, t.family));
      return {
        code: rule.code as BusinessRuleView['code'],
        severity: rule.severity,
        messageKeys: [...rule.messageKeys],
        items: rule.items,
        blocks: rule.severity === 'critical' ? [...ERROR_CHECKED_ACTIONS] : [],
        switchable: rule.severity === 'warning',
        types: types.map((t) => {
          const row = rule.severity === 'warning' ? off.get(t.id) : undefined;
          return { type_id: t.id, family: t.family, enabled: row === undefined, reason: row?.reason ?? null, switched_at: row?.switched_at ?? null };
        }),
      };
    }

    const service: RulesService = {
      autoRules: async () => (await repo.listAutoRules(db)).map(toAutoRule),

      conditionFields(typeId) {
        const type = app.catalog.get(typeId);
        if (!type) throw notFound('errors.catalog_type_not_found');
        return conditionFields(type.schema);
      },

      async createAutoRule(admin, input, origin) {
        // 1. a type of the catalogue, a code not taken
        assertKnownType(input.type_id);
        if (await repo.codeTaken(db, input.code)) throw unprocessable([{ path: '/code', messageKey: 'validation.rule_code_taken', severity: 'critical' }]);
        const conditions = input.conditions ?? [];
        assertConditions(input.type_id, conditions);
        // 2. persist with its audit event
        const at = now();
        const id = await db.transaction().execute(async (trx) => {
          const newId = await repo.insertAutoRule(trx, {
            code: input.code,
            ...repo.autoRuleColumns({ ...input, conditions }),
            ...stamp(input.reason, at, admin),
          });
          await auditRuleChange(
            trx,
            { at, admin, origin },
            { action: 'admin.auto_rule_created', id: newId, reason: input.reason, code: input.code, before: null },
          );
          return newId;
        });
        return autoRule(id);
      },

      async updateAutoRule(admin, id, change, origin) {
        const before = await autoRule(id);
        assertKnownType(change.type_id);
        // the conditions must fit the rule's type, a changed one too
        if (change.conditions !== undefined || change.type_id !== undefined)
          assertConditions(change.type_id ?? before.type_id, change.conditions ?? before.conditions);
        const at = now();
        await db.transaction().execute(async (trx) => {
          await repo.updateAutoRule(trx, id, { ...repo.autoRuleColumns(change), ...stamp(change.reason, at, admin) });
          await auditRuleChange(
            trx,
            { at, admin, origin },
            { action: 'admin.auto_rule_changed', id, reason: change.reason, code: before.code, before: conditionsOf(before) },
          );
        });
        return autoRule(id);
      },

      businessRules: () => Promise.all(BUSINESS_RULES.map((rule) => ruleView(rule))),

      async switchBusinessRule(admin, code, typeId, change, origin) {
        // 1. a rule that applies to the type, and only a warning (decision 0104)
        const rule = businessRule(code);
        const type = app.catalog.get(typeId);
        if (!rule || !type || !appliesToType(rule, type.id, type.family)) throw notFound('errors.rule_not_applicable');
        if (rule.severity === 'critical') throw conflict('errors.critical_rule_not_switchable');
        const before = (await ruleView(rule)).types.find((t) => t.type_id === typeId)!;
        // 2. persist with its audit event (switching to the state it is in is still recorded: the reason counts)
        const at = now();
        await db.transaction().execute(async (trx) => {
          if (change.enabled) await repo.switchOn(trx, code, typeId);
          else await repo.switchOff(trx, { rule_code: code, type_id: typeId, reason: change.reason, switched_at: at, switched_by: admin.userId });
          await writeAuditBy(trx, at, admin, origin, {
            action: 'admin.business_rule_switched',
            objectType: 'business_rule',
            objectId: `${code}:${typeId}`,
            reason: change.reason,
            details: { rule: code, type: typeId, before: { enabled: before.enabled }, after: { enabled: change.enabled } },
          });
        });
        return ruleView(rule);
      },
    };
    return service;
  },
  { name: 'rules-service', dependencies: ['db', 'catalog-service'] },
);
