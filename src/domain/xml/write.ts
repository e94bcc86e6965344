/**
 * JSON data → XML text of a type (decision 0055). Fields are written in the order of the
 * schema (the XSD's sequences), lists as `<item>`s, a `oneOf` as its branch's element; what
 * the schema does not know (invalid data) is still written, after the known fields, so the
 * XSD can refuse it. Indented with two spaces; scalar text is written exactly.
 */
import { isPlainObject } from '../schema/catalog-error.js';
import { FIELD, ITEM, NOT_XML_CHAR, XSI, isXmlName, namespaceOf, type XmlType } from './names.js';
import { branchOf, shapeOf, type Defs } from './shape.js';

/** Data XML 1.0 cannot carry (a control character, a lone surrogate); `pointer` says where. */
export class XmlUnrepresentableError extends Error {
  constructor(public readonly pointer: string) {
    super(`the text at ${pointer || '/'} holds a character XML 1.0 cannot carry`);
    this.name = 'XmlUnrepresentableError';
  }
}

const escapeText = (text: string, pointer: string): string => {
  if (NOT_XML_CHAR.test(text)) throw new XmlUnrepresentableError(pointer);
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r/g, '&#13;');
};

/** A number as xs:decimal text (no exponent), read back by Number() to the same number. */
export function decimalText(n: number): string {
  if (Object.is(n, -0)) return '-0';
  const s = String(n);
  if (!Number.isFinite(n) || !s.includes('e')) return s;
  const [mantissa, exponent] = s.split('e');
  const negative = mantissa.startsWith('-');
  const unsigned = negative ? mantissa.slice(1) : mantissa;
  const dot = unsigned.indexOf('.');
  const digits = unsigned.replace('.', '');
  const point = (dot === -1 ? unsigned.length : dot) + Number(exponent);
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? '-' : '') + body;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface Writer {
  defs: Defs;
  lines: string[];
  nil: boolean;
}

function open(name: string, attrs = ''): [string, string] {
  return isXmlName(name) ? [`<${name}${attrs}`, `</${name}>`] : [`<${FIELD} name="${escapeText(name, '')}"${attrs}`, `</${FIELD}>`];
}

function writeValue(w: Writer, name: string, value: unknown, schema: unknown, depth: number, pointer: string): void {
  const pad = '  '.repeat(depth);
  if (value === null) {
    w.nil = true;
    w.lines.push(`${pad}${open(name, ' xsi:nil="true"')[0]}/>`);
    return;
  }
  const [start, end] = open(name);
  const shape = schema === undefined ? undefined : shapeOf(schema, w.defs);
  if (Array.isArray(value)) {
    if (value.length === 0) return void w.lines.push(`${pad}${start}/>`);
    w.lines.push(`${pad}${start}>`);
    value.forEach((item, i) => writeValue(w, ITEM, item, shape?.kind === 'array' ? shape.items : undefined, depth + 1, `${pointer}/${i}`));
    w.lines.push(`${pad}${end}`);
    return;
  }
  if (isPlainObject(value)) {
    const branch = shape?.kind === 'choice' ? branchOf(shape, value, w.defs) : undefined;
    if (branch) {
      w.lines.push(`${pad}${start}>`);
      writeValue(w, branch.name, value, branch.schema, depth + 1, pointer);
      w.lines.push(`${pad}${end}`);
      return;
    }
    const fields = shape?.kind === 'object' ? shape.fields : [];
    const known = new Set(fields.map((f) => f.name));
    const entries: [string, unknown, unknown][] = [
      ...fields.filter((f) => value[f.name] !== undefined).map((f): [string, unknown, unknown] => [f.name, value[f.name], f.schema]),
      ...Object.entries(value)
        .filter(([k, v]) => !known.has(k) && v !== undefined)
        .map(([k, v]): [string, unknown, unknown] => [k, v, undefined]),
    ];
    if (entries.length === 0) return void w.lines.push(`${pad}${start}/>`);
    w.lines.push(`${pad}${start}>`);
    for (const [k, v, s] of entries) writeValue(w, k, v, s, depth + 1, `${pointer}/${escapePointer(k)}`);
    w.lines.push(`${pad}${end}`);
    return;
  }
  const text = typeof value === 'number' ? decimalText(value) : String(value);
  w.lines.push(`${pad}${start}>${escapeText(text, pointer)}${end}`);
}

/**
 * The XML document of a type's data.
 * @throws XmlUnrepresentableError when a text holds a character XML 1.0 cannot carry
 */
export function toXml(type: XmlType, data: unknown): string {
  const w: Writer = { defs: (type.schema.$defs ?? {}) as Defs, lines: [], nil: false };
  writeValue(w, type.id, data, type.schema, 0, '');
  const [first, ...rest] = w.lines;
  const ns = ` xmlns="${namespaceOf(type.id)}"${w.nil ? ` xmlns:xsi="${XSI}"` : ''}`;
  const root = first.replace(/^<([^\s/>]+)/, `<$1${ns}`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', root, ...rest, ''].join('\n');
}
