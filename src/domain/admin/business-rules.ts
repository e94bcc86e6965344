/**
 * The business rules of the errors check (spec §4), declared once for /admin/taisykles: each
 * check's code, severity, the message keys its issues carry, and where it applies (catalogue
 * families or named types, primary items or change notices). Critical checks block every
 * errors-checked action (ERROR_CHECKED_ACTIONS); warnings block nothing. Only a warning may
 * be switched off for a type (docs/decisions/0104-critical-checks-stay-on.md); the errors
 * check then drops its issues for that type (api/modules/lifecycle/checks.ts).
 */
import type { Family } from '../schema/vocabulary.js';
import type { Severity } from '../schema/field-errors.js';

export interface BusinessRule {
  code: string;
  severity: Severity;
  /** the message keys of the issues the check reports (how the errors check knows them) */
  messageKeys: readonly string[];
  /** the families whose types it applies to, or the named types only */
  appliesTo: { families: readonly Family[] } | { types: readonly string[] };
  /** which items of those types: all, or change/termination notices only */
  items: 'all' | 'notices' | 'address-changes' | 'changes';
}

export const BUSINESS_RULES = [
  {
    code: 'pakeitimas-be-skirtumu',
    severity: 'warning',
    messageKeys: ['lifecycle.validation.changeWithoutDifference'],
    appliesTo: { families: ['documents', 'requests'] },
    items: 'changes',
  },
  {
    code: 'irasas-iregistruotas',
    severity: 'critical',
    messageKeys: ['lifecycle.validation.entryNotRegistered'],
    appliesTo: { families: ['documents', 'requests'] },
    items: 'notices',
  },
  {
    code: 'tik-adresai',
    severity: 'critical',
    messageKeys: ['lifecycle.validation.addressChangeOnly', 'lifecycle.validation.addressOfOwnCompanyOnly'],
    appliesTo: { families: ['documents', 'requests'] },
    items: 'address-changes',
  },
  {
    code: 'seimos-turtas-iregistruotas',
    severity: 'critical',
    messageKeys: ['validation.familyPropertyNotRegistered'],
    appliesTo: { types: ['seimos-turtas-isregistravimas', 'seimos-turtas-perkelimas'] },
    items: 'all',
  },
  {
    code: 'sklypas-pareiskejo',
    severity: 'critical',
    messageKeys: ['certificates.validation.plotNotOwned', 'certificates.validation.cadastralNumberMismatch'],
    appliesTo: { families: ['certificates'] },
    items: 'all',
  },
] as const satisfies readonly BusinessRule[];

export type BusinessRuleCode = (typeof BUSINESS_RULES)[number]['code'];

export const BUSINESS_RULE_CODES = BUSINESS_RULES.map((r) => r.code) as BusinessRuleCode[];

/** The rule of a code, or undefined. */
export const businessRule = (code: string): BusinessRule | undefined => BUSINESS_RULES.find((r) => r.code === code);

/** Whether the rule applies to a type of the given family. */
export const appliesToType = (rule: BusinessRule, typeId: string, family: Family): boolean =>
  'types' in rule.appliesTo ? rule.appliesTo.types.includes(typeId) : rule.appliesTo.families.includes(family);
