/**
 * XML text of a type → the same JSON data the JSON API takes (decision 0055): the element
 * tree is read by the schema's shape, so numbers, booleans and lists come back typed and a
 * round trip of toXml is lossless. Structure the JSON cannot hold (duplicates, text between
 * fields, elements out of the XSD's order, a list child that is no `<item>`) is refused here
 * with the element path; every value rule is left to the type's AJV validator, so XML and JSON
 * get one set of errors. Unknown elements become unknown fields (AJV: validation.unknownField).
 */
import { isPlainObject } from '../schema/catalog-error.js';
import { XML_ERRORS, XmlRefusal, type XmlError } from './errors.js';
import { FIELD, ITEM, XSI, namespaceOf, type XmlType } from './names.js';
import { parseXml, type ParseLimits, type XmlElement } from './parse.js';
import { shapeOf, type Defs, type ScalarBase } from './shape.js';

/** Default limits: the API's default body limit (BODY_LIMIT_BYTES) and a depth no type comes near. */
export const DEFAULT_XML_LIMITS: ParseLimits = { maxBytes: 2 * 1024 * 1024, maxDepth: 64 };

export type FromXmlResult = { ok: true; data: unknown } | { ok: false; errors: XmlError[] };

const refuse = (el: XmlElement, messageKey: XmlError['messageKey'], params: Record<string, string | number> = {}): never => {
  throw new XmlRefusal({ path: el.path, messageKey, params: { line: el.line, ...params } });
};

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Scalar text typed by the schema; text of the wrong lexical form stays a string for AJV to
 * refuse. A decimal where a whole number belongs becomes that number, so AJV says "not a whole
 * number" (validation.integer) exactly as for the same JSON.
 */
function scalar(text: string, base: ScalarBase | undefined): unknown {
  const t = text.trim();
  if ((base === 'number' || base === 'integer') && DECIMAL.test(t)) return Number(t);
  if (base === 'boolean' && (t === 'true' || t === '1')) return true;
  if (base === 'boolean' && (t === 'false' || t === '0')) return false;
  return text;
}

function nameOf(el: XmlElement): string {
  if (el.local !== FIELD) return el.local;
  return el.attributes.find((a) => a.ns === '' && a.local === 'name')?.value ?? el.local;
}

function checkAttributes(el: XmlElement, isRoot: boolean): boolean {
  let nil = false;
  for (const a of el.attributes) {
    if (a.ns === XSI && a.local === 'nil' && ['true', '1'].includes(a.value.trim())) nil = true;
    else if (a.ns === XSI && (a.local === 'nil' || (isRoot && (a.local === 'schemaLocation' || a.local === 'noNamespaceSchemaLocation')))) continue;
    else if (!(el.local === FIELD && a.ns === '' && a.local === 'name')) refuse(el, XML_ERRORS.attribute, { attribute: a.local });
  }
  if (nil && (el.children.length > 0 || el.text !== '')) refuse(el, XML_ERRORS.text);
  return nil;
}

function readElement(el: XmlElement, schema: unknown, defs: Defs, ns: string, isRoot = false): unknown {
  if (el.ns !== ns) refuse(el, XML_ERRORS.namespace, { namespace: ns });
  if (checkAttributes(el, isRoot)) return null;
  const shape = schema === undefined ? undefined : shapeOf(schema, defs);
  const hasText = el.text.trim() !== '';
  if (shape?.kind === 'scalar' || (shape === undefined && el.children.length === 0)) {
    if (el.children.length > 0) refuse(el.children[0], XML_ERRORS.text);
    return scalar(el.text, shape?.kind === 'scalar' ? shape.base : undefined);
  }
  if (hasText) refuse(el, XML_ERRORS.text);
  if (shape?.kind === 'array' || (shape === undefined && el.children.every((c) => c.local === ITEM))) {
    return el.children.map((c) =>
      c.local === ITEM ? readElement(c, shape?.kind === 'array' ? shape.items : undefined, defs, ns) : refuse(c, XML_ERRORS.item),
    );
  }
  if (shape?.kind === 'choice') {
    const branch = el.children.length === 1 ? shape.branches.find((b) => b.name === el.children[0].local) : undefined;
    if (!branch) return refuse(el, XML_ERRORS.choice, { expected: shape.branches.map((b) => b.name).join(', ') });
    return readElement(el.children[0], branch.schema, defs, ns);
  }
  const fields = shape?.kind === 'object' ? shape.fields : [];
  const out: Record<string, unknown> = {};
  let last = -1;
  for (const child of el.children) {
    const key = nameOf(child);
    if (Object.hasOwn(out, key)) refuse(child, XML_ERRORS.duplicate);
    const index = fields.findIndex((f) => f.name === key);
    if (index >= 0 && index < last) refuse(child, XML_ERRORS.order, { after: fields[last].name });
    if (index >= 0) last = index;
    out[key] = readElement(child, index >= 0 ? fields[index].schema : undefined, defs, ns);
  }
  return out;
}

/**
 * The JSON data of a parsed XML document of the type (the root element checked against the
 * type's id and namespace), or why it is refused. For a caller that reads the root element's
 * name first to find the type (the API's XML bodies).
 */
export function fromXmlElement(type: XmlType, root: XmlElement): FromXmlResult {
  try {
    const ns = namespaceOf(type.id);
    if (root.local !== type.id || root.ns !== ns) refuse(root, XML_ERRORS.root, { expected: type.id, namespace: ns });
    return { ok: true, data: readElement(root, type.schema, (isPlainObject(type.schema.$defs) ? type.schema.$defs : {}) as Defs, ns, true) };
  } catch (error) {
    if (error instanceof XmlRefusal) return { ok: false, errors: [error.error] };
    throw error;
  }
}

/**
 * The JSON data of an XML document of the type, or why it is refused (message keys with the
 * element path). The data still needs the type's validator, like a JSON body.
 */
export function fromXml(type: XmlType, xml: string, limits: ParseLimits = DEFAULT_XML_LIMITS): FromXmlResult {
  let root: XmlElement;
  try {
    root = parseXml(xml, limits);
  } catch (error) {
    if (error instanceof XmlRefusal) return { ok: false, errors: [error.error] };
    throw error;
  }
  return fromXmlElement(type, root);
}
