/**
 * A scalar shape as an xs:simpleType restriction: enumerations, lengths, patterns (nested
 * restrictions, because patterns in one step are alternatives), formats, bounds, cents.
 */
import type { Facets, ScalarBase } from '../xml/shape.js';
import { decimalText } from '../xml/write.js';
import { FORMAT_FACETS } from './formats.js';
import { x, type XNode } from './node.js';
import { xsdPattern } from './pattern.js';

const BASES: Record<ScalarBase, string> = { string: 'xs:string', number: 'xs:decimal', integer: 'xs:integer', boolean: 'xs:boolean' };

const valueText = (v: unknown) => (typeof v === 'number' ? decimalText(v) : String(v));

/** The restriction facets of a scalar, innermost (base) first: one list per restriction step. */
function steps(base: ScalarBase, f: Facets): { base: string; facets: XNode[] }[] {
  const format = base === 'string' && f.format ? FORMAT_FACETS[f.format] : undefined;
  const patterns = [...(format ? [format.pattern] : []), ...f.patterns.map(xsdPattern).filter((p): p is string => p !== undefined)];
  const first: XNode[] = [];
  if (f.enum && base === 'boolean') patterns.push(f.enum.map(valueText).join('|'));
  else if (f.enum) first.push(...f.enum.map((v) => x('xs:enumeration', { value: valueText(v) })));
  if (base === 'string' && !format?.base) {
    if (f.minLength !== undefined) first.push(x('xs:minLength', { value: f.minLength }));
    if (f.maxLength !== undefined) first.push(x('xs:maxLength', { value: f.maxLength }));
  }
  if (base === 'number' || base === 'integer') {
    const minimum = f.eur ? Math.max(0, f.minimum ?? 0) : f.minimum;
    // XSD allows one lower bound per step: an exclusive bound at or above the inclusive one replaces it (a positive amount: > 0, not ≥ 0)
    if (minimum !== undefined && !(f.exclusiveMinimum !== undefined && f.exclusiveMinimum >= minimum))
      first.push(x('xs:minInclusive', { value: decimalText(minimum) }));
    if (f.exclusiveMinimum !== undefined) first.push(x('xs:minExclusive', { value: decimalText(f.exclusiveMinimum) }));
    if (f.maximum !== undefined) first.push(x('xs:maxInclusive', { value: decimalText(f.maximum) }));
    if (f.exclusiveMaximum !== undefined) first.push(x('xs:maxExclusive', { value: decimalText(f.exclusiveMaximum) }));
    const cents = f.eur
      ? 2
      : f.multipleOf !== undefined && /^1e-\d+$|^0\.0*1$/.test(String(f.multipleOf))
        ? decimalText(f.multipleOf).split('.')[1]?.length
        : undefined;
    if (cents !== undefined && base === 'number') first.push(x('xs:fractionDigits', { value: cents }));
  }
  const all = [{ base: format?.base ?? BASES[base], facets: [...(patterns.length > 0 ? [x('xs:pattern', { value: patterns[0] })] : []), ...first] }];
  for (const p of patterns.slice(1)) all.push({ base: '', facets: [x('xs:pattern', { value: p })] });
  return all;
}

/** The simple type of a scalar: a built-in name when it has no facets, else a restriction. */
export function simpleType(base: ScalarBase, facets: Facets, name?: string): { type: string } | { node: XNode } {
  const chain = steps(base, facets);
  if (!name && chain.length === 1 && chain[0].facets.length === 0) return { type: chain[0].base };
  let restriction = x('xs:restriction', { base: chain[0].base }, chain[0].facets);
  for (const step of chain.slice(1)) restriction = x('xs:restriction', {}, [x('xs:simpleType', {}, [restriction]), ...step.facets]);
  return { node: x('xs:simpleType', { name }, [restriction]) };
}
