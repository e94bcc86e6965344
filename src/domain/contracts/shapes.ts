/**
 * Builders of the JSON Schema shapes every area's contracts repeat. Each returns a literal
 * type `FromSchema` still reads exactly (tests/unit/domain/contract-shapes.test.ts checks
 * each), so a contract built with them types its route and its browser call as before.
 */

/** JSON Schemas keyed by property name (the `properties` of an object schema). */
export type Properties = Readonly<Record<string, object>>;
/** No properties: what a builder adds when it is given none. */
export type NoProperties = Readonly<Record<never, never>>;

/**
 * A closed object whose every property is always present (an absent value is sent as
 * null): `{ type: 'object', additionalProperties: false, properties, required: <every key> }`.
 */
export const exact = <const P extends Properties>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
  }) as const;

interface Closed<P extends Properties> {
  readonly type: 'object';
  readonly additionalProperties: false;
  readonly properties: P;
}

/**
 * A closed object (no other properties): `{ type: 'object', additionalProperties: false,
 * properties, required? }`, where only the listed properties must be present.
 */
export function closedObject<const P extends Properties>(properties: P): Closed<P>;
export function closedObject<const P extends Properties, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
): Closed<P> & { readonly required: R };
export function closedObject(properties: Properties, required?: readonly string[]): object {
  return required ? { type: 'object', additionalProperties: false, properties, required } : { type: 'object', additionalProperties: false, properties };
}
