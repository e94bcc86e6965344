/**
 * The names of the cross-field rules (decision 0122). Each is a message of its own,
 * `validation.crossField.<rule>` (messages.ts); the keywords that check them are in
 * ./cross-field-keywords.ts. No imports: the browser's error mapping reads this file.
 */

/** The rules of `dateOrder`. */
export const DATE_ORDER_RULES = ['endBeforeStart', 'endBeforeSigning', 'deadlineBeforeSigning', 'beforeRegistration'] as const;

/** The rules of `distinctParties`. */
export const PARTY_RULES = ['debtorIsCreditor', 'assetGiverIsDebtor', 'assignorIsAssignee', 'sameOnBothSides', 'spouseIsApplicant'] as const;

/** The keywords that are a rule by themselves. */
export const SINGLE_RULE_KEYWORDS = ['positive', 'properShare', 'shareTotal'] as const;
