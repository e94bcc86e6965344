/**
 * Builders of the JSON Schema shapes every area's contracts repeat. Each returns a literal
 * type `FromSchema` still reads exactly (tests/unit/domain/contract-shapes.test.ts checks
 * each), so a contract built with them types its route and its browser call as before.
 */

/** JSON Schemas keyed by property name (the `properties` of an object schema). */
type Properties = Readonly<Record<string, object>>;

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
