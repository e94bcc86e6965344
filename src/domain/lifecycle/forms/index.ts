/**
 * The JSON Schemas of the action forms (spec §4). Plain data, shared by the server (which
 * compiles them once with THE AJV factory, src/domain/schema/create-ajv.ts, and answers 422
 * with field errors) and the browser (which draws the dialog's fields from them; their
 * `title`s are translation keys of locales/<lng>/common.json, section `lifecycle.forms`).
 * They live here, not under schemas/, because the catalogue loader treats every folder of
 * schemas/ as a family of document types.
 */
import type { Action } from '../statuses.js';
import atmesti from './atmesti.schema.json';
import empty from './empty.schema.json';
import grazinti from './grazinti.schema.json';
import iregistruoti from './iregistruoti.schema.json';

export type ActionForm = Record<string, unknown> & { $id: string };

/** The form schema of each action; actions without their own form take the closed empty form. */
export const ACTION_FORMS: Record<Action, ActionForm> = {
  rengti: empty,
  perduoti: empty,
  patvirtinti: empty,
  moketi: empty,
  pasirasyti: empty,
  grazinti,
  iregistruoti,
  atmesti,
};

/** The field of every registrar's form that holds the reason for a missed decision deadline. */
export const MISSED_DEADLINE_FIELD = 'praleistoTerminoPriezastis';
