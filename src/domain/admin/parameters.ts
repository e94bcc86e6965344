/**
 * The system parameters an administrator changes (/admin/parametrai): one JSON Schema types
 * and bounds them all. The server validates a change against it (the contract's body), the
 * browser draws one field per property from it, and the database keeps each value as text
 * under its code (table system_parameter). Adding a parameter is one property here plus
 * its seeded row and its label in locales/<lng>/admin.json.
 */
import type { FromSchema } from 'json-schema-to-ts';

const whole = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;

export const PARAMETER_PROPERTIES = {
  /** spec §9 atjungimo_laikas: idle minutes before a session ends (a user's own setting wins) */
  ATJUNGIMO_LAIKAS: whole(1, 480),
  /** spec §9 saugojimoLaikas: calendar days an issued extract or certificate is kept */
  SAUGOJIMO_LAIKAS: whole(1, 3650),
  /** the largest file a user may upload, MB */
  MAX_FILE_SIZE_MB: whole(1, 1024),
  /** how long a document lock lives without a refresh, seconds */
  LOCK_TTL_SECONDS: whole(60, 3600),
} as const;

export type ParameterCode = keyof typeof PARAMETER_PROPERTIES;

export const PARAMETER_CODES = Object.keys(PARAMETER_PROPERTIES) as ParameterCode[];

/** Every parameter, as GET answers them. */
export const parametersSchema = {
  type: 'object',
  properties: PARAMETER_PROPERTIES,
  required: ['ATJUNGIMO_LAIKAS', 'SAUGOJIMO_LAIKAS', 'MAX_FILE_SIZE_MB', 'LOCK_TTL_SECONDS'],
  additionalProperties: false,
} as const;

/** A change: any non-empty subset; an unknown code is refused. */
export const parametersChangeSchema = {
  type: 'object',
  properties: PARAMETER_PROPERTIES,
  minProperties: 1,
  additionalProperties: false,
} as const;

export type SystemParameters = FromSchema<typeof parametersSchema>;
