/**
 * The system parameters an administrator changes (/admin/parametrai), declared once: each
 * one's JSON Schema (type and bounds), its default (seeded, and used whenever the stored text
 * is missing or outside the schema) and its description. The server validates a change
 * against the schema (the contract's body), the browser draws one field per property from
 * it, the seed writes the defaults, and every API reader gets the typed value through
 * app.systemService.setting (parameterValue below). The database keeps each value as text
 * under its code (table system_parameter). Adding a parameter is one entry here plus its
 * label in locales/<lng>/admin.json.
 */
import type { FromSchema } from 'json-schema-to-ts';

const whole = <const Min extends number, const Max extends number>(minimum: Min, maximum: Max) => ({ type: 'integer', minimum, maximum }) as const;

interface ParameterDefinition {
  schema: { type: 'integer'; minimum: number; maximum: number };
  default: number;
  /** Lithuanian, stored with the seeded row */
  description: string;
}

export const PARAMETERS = {
  /** spec §9 atjungimo_laikas: idle minutes before a session ends (a user's own setting wins) */
  ATJUNGIMO_LAIKAS: { schema: whole(1, 480), default: 15, description: 'Neveiklumo laikas minutėmis, po kurio sesija baigiama' },
  /** spec §9 saugojimoLaikas: calendar days an issued extract or certificate is kept */
  SAUGOJIMO_LAIKAS: { schema: whole(1, 3650), default: 30, description: 'Sugeneruotų išrašų ir pažymų saugojimo laikas, kalendorinėmis dienomis' },
  /** the largest file a user may upload, MB */
  MAX_FILE_SIZE_MB: { schema: whole(1, 1024), default: 10, description: 'Didžiausias įkeliamos rinkmenos dydis, MB' },
  /** how long a document lock lives without a refresh, seconds (the browser refreshes every 50 s) */
  LOCK_TTL_SECONDS: { schema: whole(60, 3600), default: 120, description: 'Dokumento užrakto galiojimas sekundėmis (naršyklė atnaujina kas 50 s)' },
  /** minutes between the periodic sweeps (expiry, automatic deregistration, certificates, extracts), re-read before each wait */
  SWEEP_MINUTES: { schema: whole(1, 1440), default: 10, description: 'Periodinių patikrų (terminų, saugojimo) intervalas minutėmis' },
} as const satisfies Record<string, ParameterDefinition>;

export type ParameterCode = keyof typeof PARAMETERS;

export const PARAMETER_CODES = Object.keys(PARAMETERS) as ParameterCode[];

const schemasOf = <T extends Record<string, ParameterDefinition>>(defs: T) =>
  Object.fromEntries(Object.entries(defs).map(([code, d]) => [code, d.schema])) as { [K in keyof T]: T[K]['schema'] };

/** Each parameter's JSON Schema, by code. */
export const PARAMETER_PROPERTIES = schemasOf(PARAMETERS);

/** Every parameter, as GET answers them. */
export const parametersSchema = {
  type: 'object',
  properties: PARAMETER_PROPERTIES,
  required: PARAMETER_CODES as readonly ParameterCode[],
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

/** Whether a stored text is a value the parameter's schema accepts (a whole number within its bounds). */
export function isParameterText(code: ParameterCode, raw: string | null | undefined): boolean {
  const text = raw?.trim() ?? '';
  const { minimum, maximum } = PARAMETERS[code].schema;
  return /^-?\d{1,10}$/.test(text) && Number(text) >= minimum && Number(text) <= maximum;
}

/** A parameter's stored text as its typed value; the default when it is missing or outside the schema. */
export function parameterValue(code: ParameterCode, raw: string | null | undefined): number {
  return isParameterText(code, raw) ? Number(raw!.trim()) : PARAMETERS[code].default;
}
