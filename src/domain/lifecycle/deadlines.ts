/**
 * Legal deadlines of the contracts-and-encumbrances register (reference/lithuania.md):
 * a notice is registered by the next working day after it reaches the registry; a
 * deficiency is reported within one working day; the provider has five working days to fix it.
 */
import { addWorkingDays } from '../calendar/working-days.js';

/** The last day on which the registrar may decide (register, return or reject) in time. */
export const decisionDeadline = (transferredOn: string): string => addWorkingDays(transferredOn, 1);

/** The default correction deadline offered when a registrar returns an item. */
export const defaultCorrectionDeadline = (returnedOn: string): string => addWorkingDays(returnedOn, 5);

/** True when `today` is past the deadline, so the registrar must give a missed-deadline reason. */
export const isPastDeadline = (deadline: string, today: string): boolean => today > deadline;
