/** fromXml refuses hostile and broken XML with a message key and the element path, reading nothing. */
import { describe, expect, it } from 'vitest';
import { fromXml } from '../../../src/domain/xml/read.js';
import type { XmlType } from '../../../src/domain/xml/names.js';

const type: XmlType = {
  id: 't',
  schema: {
    type: 'object',
    properties: { a: { type: 'string' }, n: { type: 'number' }, b: { type: 'boolean' }, list: { type: 'array', items: { type: 'integer' } } },
  },
};
const NS = 'urn:lt:registrucentras:stsr:t:v1';
const doc = (body: string, prolog = '') => `<?xml version="1.0" encoding="UTF-8"?>${prolog}<t xmlns="${NS}">${body}</t>`;
const refusal = (xml: string, limits?: { maxBytes: number; maxDepth: number }) => {
  const r = fromXml(type, xml, limits);
  return r.ok ? undefined : r.errors.map(({ path, messageKey }) => ({ path, messageKey }));
};

describe('fromXml', () => {
  it('reads a well-formed document with typed values, entities, CDATA and comments', () => {
    expect(fromXml(type, doc('<a>x &amp; &#x4C;&#84; <![CDATA[<y>]]><!-- c --></a><n>-1.50</n><b>1</b><list><item>2</item><item>3</item></list>'))).toEqual({
      ok: true,
      data: { a: 'x & LT <y>', n: -1.5, b: true, list: [2, 3] },
    });
  });
  it('refuses a DOCTYPE (no DTD, so no external entities)', () => {
    expect(refusal(doc('<a>&xxe;</a>', '<!DOCTYPE t [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'))).toEqual([{ path: '', messageKey: 'errors.xml_doctype' }]);
  });
  it('refuses the billion laughs', () => {
    const laughs = '<!DOCTYPE t [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    expect(refusal(doc('<a>&lol2;</a>', laughs))).toEqual([{ path: '', messageKey: 'errors.xml_doctype' }]);
  });
  it('refuses an entity reference that is not predefined', () => {
    expect(refusal(doc('<a>&lol;</a>'))).toEqual([{ path: '/t/a', messageKey: 'errors.xml_entity' }]);
  });
  it('refuses a DTD declaration inside the document and processing instructions', () => {
    expect(refusal(doc('<!ENTITY x "y">'))).toEqual([{ path: '/t', messageKey: 'errors.xml_doctype' }]);
    expect(refusal(doc('', '<?xml-stylesheet href="x.xsl"?>'))).toEqual([{ path: '', messageKey: 'errors.xml_processing_instruction' }]);
    expect(refusal(doc('<a><?php x ?></a>'))).toEqual([{ path: '/t/a', messageKey: 'errors.xml_processing_instruction' }]);
  });
  it.each([
    ['a mismatched end tag', doc('<a>x</b>')],
    ['an unclosed element', `<t xmlns="${NS}"><a>x</a>`],
    ['two root elements', `${doc('')}<t/>`],
    ['a bare ampersand', doc('<a>x & y</a>')],
    ['an unquoted attribute', `<t xmlns=${NS}/>`],
    ['an unbound prefix', doc('<p:a>x</p:a>')],
    ['a control character', doc('<a>\u0001</a>')],
    ['text after the root', `${doc('')}x`],
    ['an empty document', ''],
  ])('refuses %s as not well-formed', (_name, xml) => {
    expect(refusal(xml)?.[0].messageKey).toBe('errors.xml_malformed');
  });
  it('refuses nesting deeper than the limit, and a body larger than the limit', () => {
    const deep = doc(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`);
    expect(refusal(deep, { maxBytes: 1e6, maxDepth: 64 })?.[0].messageKey).toBe('errors.xml_too_deep');
    expect(refusal(doc(`<a>${'x'.repeat(2000)}</a>`), { maxBytes: 1000, maxDepth: 64 })).toEqual([{ path: '', messageKey: 'errors.xml_too_large' }]);
  });
  it('refuses another root, another namespace, attributes, duplicates, order, text and non-items', () => {
    expect(refusal(`<u xmlns="${NS}"/>`)).toEqual([{ path: '/u', messageKey: 'errors.xml_root' }]);
    expect(refusal('<t xmlns="urn:other"/>')).toEqual([{ path: '/t', messageKey: 'errors.xml_root' }]);
    expect(refusal(doc('<a xmlns="urn:other">x</a>'))).toEqual([{ path: '/t/a', messageKey: 'errors.xml_namespace' }]);
    expect(refusal(doc('<a id="1">x</a>'))).toEqual([{ path: '/t/a', messageKey: 'errors.xml_attribute' }]);
    expect(refusal(doc('<a>x</a><a>y</a>'))).toEqual([{ path: '/t/a[2]', messageKey: 'errors.xml_duplicate' }]);
    expect(refusal(doc('<n>1</n><a>x</a>'))).toEqual([{ path: '/t/a', messageKey: 'errors.xml_order' }]);
    expect(refusal(doc('loose<a>x</a>'))).toEqual([{ path: '/t', messageKey: 'errors.xml_text' }]);
    expect(refusal(doc('<list><x>1</x></list>'))).toEqual([{ path: '/t/list/x', messageKey: 'errors.xml_item' }]);
  });
  it('keeps text of the wrong lexical form as a string, for the validator to refuse', () => {
    expect(fromXml(type, doc('<n>1e3</n><b>yes</b>'))).toEqual({ ok: true, data: { n: '1e3', b: 'yes' } });
  });
});
