/**
 * A strict, small XML 1.0 parser for request bodies: no DTD (a DOCTYPE or ENTITY declaration
 * is refused, so no external entities and no entity expansion), no entity references but the
 * five predefined ones and character references, no processing instructions but the XML
 * declaration, bounded size and depth. Namespaces are resolved; comments and CDATA are read.
 * Isomorphic: no Node imports.
 */
import { XML_ERRORS, XmlRefusal, type XmlError } from './errors.js';
import { NOT_XML_CHAR } from './names.js';

export interface XmlAttribute {
  ns: string;
  local: string;
  value: string;
}

export interface XmlElement {
  /** namespace URI ('' = none) */
  ns: string;
  local: string;
  attributes: XmlAttribute[];
  children: XmlElement[];
  /** character data directly inside the element (CDATA included), exactly as sent */
  text: string;
  /** element path, e.g. /sutartine-hipoteka/turtas/item[2] */
  path: string;
  line: number;
}

export interface ParseLimits {
  /** UTF-8 bytes of the whole document */
  maxBytes: number;
  /** nesting of elements */
  maxDepth: number;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const NAME = /[\p{L}_][\p{L}\p{N}_.\-\u00B7]*(?::[\p{L}_][\p{L}\p{N}_.\-\u00B7]*)?/uy;
const SPACE = /[ \t\n]*/y;
const DECLARATION =
  /^<\?xml[ \t\n]+version[ \t\n]*=[ \t\n]*(["'])1\.\d\1([ \t\n]+encoding[ \t\n]*=[ \t\n]*(["'])utf-?8\3)?([ \t\n]+standalone[ \t\n]*=[ \t\n]*(["'])(yes|no)\5)?[ \t\n]*\?>/iy;

function utf8Bytes(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? (i++, 4) : 3;
  }
  return n;
}

interface Open {
  element: XmlElement;
  qname: string;
  scope: Map<string, string>;
  counts: Map<string, number>;
}

/**
 * The document element of an XML text.
 * @throws XmlRefusal with the message key and the element path where reading stopped
 */
export function parseXml(source: string, limits: ParseLimits): XmlElement {
  if (utf8Bytes(source) > limits.maxBytes) throw new XmlRefusal({ path: '', messageKey: XML_ERRORS.tooLarge, params: { limit: limits.maxBytes } });
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let pos = 0;
  const stack: Open[] = [];
  let root: XmlElement | undefined;

  // Lines are counted forward only (positions only grow), so every line costs one scan.
  let counted = 0;
  let lines = 1;
  const lineAt = (at: number) => {
    for (; counted < at; counted++) if (text.charCodeAt(counted) === 10) lines++;
    return lines;
  };
  const path = () => stack[stack.length - 1]?.element.path ?? '';
  const fail = (messageKey: XmlError['messageKey'], params: Record<string, string | number> = {}): never => {
    throw new XmlRefusal({ path: path(), messageKey, params: { line: lineAt(pos), ...params } });
  };
  const bad = NOT_XML_CHAR.exec(text);
  if (bad) throw new XmlRefusal({ path: '', messageKey: XML_ERRORS.malformed, params: { line: text.slice(0, bad.index).split('\n').length } });
  const name = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(text);
    if (!m) return fail(XML_ERRORS.malformed);
    pos += m[0].length;
    return m[0];
  };
  const space = (): number => {
    SPACE.lastIndex = pos;
    const n = SPACE.exec(text)![0].length;
    pos += n;
    return n;
  };
  const expect = (literal: string) => {
    if (!text.startsWith(literal, pos)) fail(XML_ERRORS.malformed);
    pos += literal.length;
  };
  // Character data with references decoded; stops at `stop` (not consumed).
  const characters = (raw: string): string =>
    raw.replace(/&([^;&<]*);?/g, (ref, body: string) => {
      if (!ref.endsWith(';')) return fail(XML_ERRORS.malformed);
      if (body in PREDEFINED) return PREDEFINED[body];
      const code = /^#x[0-9a-fA-F]{1,6}$/.test(body) ? parseInt(body.slice(2), 16) : /^#\d{1,7}$/.test(body) ? parseInt(body.slice(1), 10) : undefined;
      if (code === undefined) return /^[\p{L}_][\p{L}\p{N}_.-]*$/u.test(body) ? fail(XML_ERRORS.entity, { entity: body }) : fail(XML_ERRORS.malformed);
      const char = code <= 0x10ffff ? String.fromCodePoint(code) : '\0';
      return NOT_XML_CHAR.test(char) ? fail(XML_ERRORS.malformed) : char;
    });
  // Comments, PIs and declarations allowed (or refused) between markup.
  const special = (): boolean => {
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end < 0 || text.slice(pos + 4, end).includes('--')) fail(XML_ERRORS.malformed);
      pos = end + 3;
      return true;
    }
    if (text.startsWith('<!DOCTYPE', pos) || text.startsWith('<!ENTITY', pos) || text.startsWith('<!ELEMENT', pos) || text.startsWith('<!ATTLIST', pos))
      fail(XML_ERRORS.doctype);
    if (text.startsWith('<?', pos)) fail(XML_ERRORS.processingInstruction);
    return false;
  };
  const resolve = (qname: string, scope: Map<string, string>, isAttribute: boolean): [string, string] => {
    const colon = qname.indexOf(':');
    if (colon < 0) return [isAttribute ? '' : (scope.get('') ?? ''), qname];
    const ns = scope.get(qname.slice(0, colon));
    if (ns === undefined) return fail(XML_ERRORS.malformed, { prefix: qname.slice(0, colon) });
    return [ns, qname.slice(colon + 1)];
  };

  const startTag = () => {
    const line = lineAt(pos);
    pos += 1;
    const qname = name();
    const raw: [string, string][] = [];
    for (;;) {
      const gap = space();
      if (text.startsWith('/>', pos) || text.startsWith('>', pos)) break;
      if (gap === 0) fail(XML_ERRORS.malformed);
      const attr = name();
      space();
      expect('=');
      space();
      const quote = text[pos];
      if (quote !== '"' && quote !== "'") fail(XML_ERRORS.malformed);
      const end = text.indexOf(quote, pos + 1);
      if (end < 0 || text.slice(pos + 1, end).includes('<')) fail(XML_ERRORS.malformed);
      if (raw.some(([n]) => n === attr)) fail(XML_ERRORS.malformed);
      raw.push([attr, characters(text.slice(pos + 1, end)).replace(/[\t\n]/g, ' ')]);
      pos = end + 1;
    }
    const parent = stack[stack.length - 1];
    const scope = new Map(parent?.scope ?? [['xml', XML_NS]]);
    for (const [n, v] of raw)
      if (n === 'xmlns') scope.set('', v);
      else if (n.startsWith('xmlns:')) scope.set(n.slice(6), v);
    const [ns, local] = resolve(qname, scope, false);
    const attributes = raw
      .filter(([n]) => n !== 'xmlns' && !n.startsWith('xmlns:'))
      .map(([n, value]) => {
        const [ans, alocal] = resolve(n, scope, true);
        return { ns: ans, local: alocal, value };
      });
    let elementPath = `/${local}`;
    if (parent) {
      const seen = (parent.counts.get(qname) ?? 0) + 1;
      parent.counts.set(qname, seen);
      elementPath = `${parent.element.path}/${local}${seen > 1 || local === 'item' ? `[${seen}]` : ''}`;
    }
    const element: XmlElement = { ns, local, attributes, children: [], text: '', path: elementPath, line };
    if (parent) parent.element.children.push(element);
    else root = element;
    stack.push({ element, qname, scope, counts: new Map() });
    if (stack.length > limits.maxDepth) fail(XML_ERRORS.tooDeep, { limit: limits.maxDepth });
    if (text.startsWith('/>', pos)) {
      pos += 2;
      stack.pop();
    } else pos += 1;
  };

  // Prolog: the declaration, then comments and white space.
  DECLARATION.lastIndex = 0;
  if (text.startsWith('<?xml', 0) && /^<\?xml[ \t\n?]/.test(text)) {
    const m = DECLARATION.exec(text);
    if (!m) fail(XML_ERRORS.malformed);
    pos = m![0].length;
  }
  for (;;) {
    space();
    if (pos >= text.length) break;
    if (special()) continue;
    if (root !== undefined || text[pos] !== '<' || text[pos + 1] === '/' || text[pos + 1] === '!') fail(XML_ERRORS.malformed);
    startTag();
    // Content of the open elements.
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const lt = text.indexOf('<', pos);
      if (lt < 0) fail(XML_ERRORS.malformed);
      const chunk = text.slice(pos, lt);
      if (chunk.includes(']]>')) fail(XML_ERRORS.malformed);
      top.element.text += characters(chunk);
      pos = lt;
      if (special()) continue;
      if (text.startsWith('<![CDATA[', pos)) {
        const end = text.indexOf(']]>', pos + 9);
        if (end < 0) fail(XML_ERRORS.malformed);
        top.element.text += text.slice(pos + 9, end);
        pos = end + 3;
      } else if (text.startsWith('<!', pos)) {
        fail(XML_ERRORS.malformed);
      } else if (text.startsWith('</', pos)) {
        pos += 2;
        if (name() !== top.qname) fail(XML_ERRORS.malformed);
        space();
        expect('>');
        stack.pop();
      } else startTag();
    }
  }
  if (!root) return fail(XML_ERRORS.malformed);
  return root;
}
