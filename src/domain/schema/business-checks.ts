/**
 * The second validation stage: rules that need data beyond the document (e.g. spec §5: family
 * property deregistration is refused when nothing is registered under that legal fact). They
 * run on the server after the schema stage passed; each returns field errors with severity
 * `critical` (refuses status actions such as perduoti, pasirasyti, iregistruoti) or `warning`
 * (shown, never blocking).
 */
import type { FieldError, Severity } from './field-errors.js';

export type BusinessIssue = FieldError;

/** A business check: the document data and a context the caller defines (the server passes db, user, today). */
export type BusinessCheck<C> = (data: unknown, context: C) => BusinessIssue[] | Promise<BusinessIssue[]>;

/** Registered checks by type id; '*' applies to every type. */
export class BusinessCheckRegistry<C> {
  private readonly checks = new Map<string, BusinessCheck<C>[]>();

  /**
   * Adds a check for one type, or for all with '*'.
   * @param typeId a catalogue type id or '*'
   * @param check the rule
   */
  register(typeId: string, check: BusinessCheck<C>): void {
    this.checks.set(typeId, [...(this.checks.get(typeId) ?? []), check]);
  }

  /**
   * Runs the checks of a type ('*' first), in registration order.
   * @param typeId the document's type
   * @param data the (schema-valid) document data
   * @param context what the checks need
   */
  async run(typeId: string, data: unknown, context: C): Promise<BusinessIssue[]> {
    const issues: BusinessIssue[] = [];
    for (const check of [...(this.checks.get('*') ?? []), ...(this.checks.get(typeId) ?? [])]) issues.push(...(await check(data, context)));
    return issues;
  }
}

/** True when one of the issues refuses status actions. */
export const hasCritical = (issues: readonly { severity: Severity }[]): boolean => issues.some((i) => i.severity === 'critical');
