/**
 * Automatic registration rules (/admin/registravimas) and the business rules of the errors
 * check switched per type (/admin/taisykles), for administrators (api/modules/rules). Every
 * change carries the administrator's reason, which the audit event records.
 */
import { PROVIDER_ROLES } from '../access/roles.js';
import { BUSINESS_RULE_CODES } from '../admin/business-rules.js';
import { CONDITION_OPERATORS } from '../admin/rule-conditions.js';
import { ACTIONS } from '../lifecycle/statuses.js';
import { FAMILIES } from '../schema/vocabulary.js';
import { tagged } from './endpoint.js';
import { auditReason, idParams, itemsOf, nullableText, typeCode } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['admin']);

const filerRoles = { type: 'array', items: { type: 'string', enum: PROVIDER_ROLES }, uniqueItems: true, maxItems: PROVIDER_ROLES.length } as const;

/** A condition on the item's data: a field of the type's schema, an operator, a value (decision 0132; the service checks path and value against the schema). */
const condition = exact({
  path: { type: 'string', minLength: 2, maxLength: 300, pattern: '^/' },
  op: { type: 'string', enum: CONDITION_OPERATORS },
  value: { type: ['string', 'number', 'boolean'], maxLength: 300 },
});
const conditions = { type: 'array', items: condition, maxItems: 20 } as const;

const autoRule = exact({
  id: { type: 'integer' },
  code: { type: 'string' },
  type_id: { type: 'string' },
  /** roles of the provider who sends; empty = any provider */
  filer_roles: { type: 'array', items: { type: 'string' } },
  /** also no warnings of the errors check (otherwise: no critical issues, which sending already ensures) */
  without_warnings: { type: 'boolean' },
  enabled: { type: 'boolean' },
  /** conditions on the item's data, all of which must hold (none = any item of the type) */
  conditions,
  reason: nullableText,
  updated_at: { type: 'string' },
  updated_by: nullableText,
});

const autoRuleFields = {
  type_id: typeCode,
  filer_roles: filerRoles,
  without_warnings: { type: 'boolean' },
  enabled: { type: 'boolean' },
  conditions,
  reason: auditReason,
} as const;

export const listAutoRules = api.get('/admin/registravimas', 'Automatic registration rules', { responses: { 200: itemsOf(autoRule) } });

export const createAutoRule = api.post(
  '/admin/registravimas',
  "Adds an automatic registration rule for a catalogue type (422 unknown type or code taken; 400 a condition naming no field of the type's schema or a value of the wrong kind); audited with the reason",
  {
    body: closedObject({ code: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' }, ...autoRuleFields }, [
      'code',
      'type_id',
      'filer_roles',
      'without_warnings',
      'enabled',
      'reason',
    ]),
    responses: { 201: autoRule },
  },
);

export const listConditionFields = api.get(
  '/admin/registravimas/laukai/:typeId',
  "The fields of a type's schema a rule's condition may name: path, kind of value, the values of a closed list (404 unknown type)",
  {
    params: exact({ typeId: typeCode }),
    responses: {
      200: itemsOf(
        exact({
          path: { type: 'string' },
          kind: { type: 'string', enum: ['number', 'string', 'boolean'] },
          values: { type: ['array', 'null'], items: { type: ['string', 'number', 'boolean'] } },
        }),
      ),
    },
  },
);

export const updateAutoRule = api.put(
  '/admin/registravimas/:id',
  'Switches an automatic registration rule on or off or changes its conditions; audited with before, after and the reason',
  {
    params: idParams,
    body: { type: 'object', properties: autoRuleFields, required: ['reason'], minProperties: 2, additionalProperties: false },
    responses: { 200: autoRule },
  },
);

const ruleType = exact({
  type_id: { type: 'string' },
  family: { type: 'string', enum: FAMILIES },
  enabled: { type: 'boolean' },
  reason: nullableText,
  switched_at: nullableText,
});

const businessRule = exact({
  code: { type: 'string', enum: BUSINESS_RULE_CODES },
  severity: { type: 'string', enum: ['critical', 'warning'] },
  messageKeys: { type: 'array', items: { type: 'string' } },
  items: { type: 'string', enum: ['all', 'notices', 'address-changes', 'changes'] },
  /** the actions its issues block (none for a warning) */
  blocks: { type: 'array', items: { type: 'string', enum: ACTIONS } },
  /** whether an administrator may switch it off (warnings only, decision 0104) */
  switchable: { type: 'boolean' },
  types: { type: 'array', items: ruleType },
});

export const listBusinessRules = api.get(
  '/admin/taisykles',
  'The business rules of the errors check, with the types and actions they apply to and where they are switched off',
  { responses: { 200: itemsOf(businessRule) } },
);

export const switchBusinessRule = api.put(
  '/admin/taisykles/:code/:typeId',
  'Switches a non-critical rule on or off for one type (409 for a critical rule, 404 where it does not apply); audited with the reason',
  {
    params: exact({ code: { type: 'string', enum: BUSINESS_RULE_CODES }, typeId: typeCode }),
    body: exact({ enabled: { type: 'boolean' }, reason: auditReason }),
    responses: { 200: businessRule },
  },
);
