/**
 * A schema node as an XSD type: a named definition's type when the node is only a `$ref`, else
 * an anonymous type of its shape — objects as sequences in the schema's field order, lists as
 * repeated `<item>`s, a `oneOf` as an xs:choice of one element per branch, scalars as simple types.
 */
import { ITEM } from '../xml/names.js';
import { namedType, shapeOf, type Defs } from '../xml/shape.js';
import { x, type XNode } from './node.js';
import { simpleType } from './simple-type.js';

/** The `type` attribute of an element, or its anonymous type as a child. */
export type TypeRef = { type: string } | { node: XNode };

/** An xs:element of the given name and occurrences for a schema node. */
export function element(name: string, schema: unknown, defs: Defs, occurs: { min?: number; max?: number | 'unbounded' } = {}): XNode {
  const ref = typeOf(schema, defs);
  return x(
    'xs:element',
    {
      name,
      type: 'type' in ref ? ref.type : undefined,
      minOccurs: occurs.min === 1 ? undefined : occurs.min,
      maxOccurs: occurs.max === 1 ? undefined : occurs.max,
    },
    'node' in ref ? [ref.node] : [],
  );
}

export function typeOf(schema: unknown, defs: Defs): TypeRef {
  const named = namedType(schema);
  if (named !== undefined && named in defs) return { type: named };
  return typeNode(schema, defs);
}

/** The type of a schema node, named `name` when it is a definition. */
export function typeNode(schema: unknown, defs: Defs, name?: string): TypeRef {
  const shape = shapeOf(schema, defs);
  switch (shape.kind) {
    case 'scalar':
      return simpleType(shape.base, shape.facets, name);
    case 'object':
      return {
        node: x('xs:complexType', { name }, [
          x(
            'xs:sequence',
            {},
            shape.fields.map((f) => element(f.name, f.schema, defs, { min: f.required ? 1 : 0 })),
          ),
        ]),
      };
    case 'array':
      return {
        node: x('xs:complexType', { name }, [
          x('xs:sequence', {}, [element(ITEM, shape.items, defs, { min: shape.minItems, max: shape.maxItems ?? 'unbounded' })]),
        ]),
      };
    case 'choice':
      return {
        node: x('xs:complexType', { name }, [
          x(
            'xs:choice',
            {},
            shape.branches.map((b) => element(b.name, b.schema, defs)),
          ),
        ]),
      };
  }
}
