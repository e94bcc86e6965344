/** Names of the XML form of a type (decision 0055): namespace, list items, fallbacks. */

/** Major version of every type's XML format; a change that breaks existing XML raises it (decision 0055). */
export const XML_FORMAT_VERSION = 1;

/** The target namespace of a type's XSD and of its XML documents. */
export const namespaceOf = (typeId: string): string => `urn:lt:registrucentras:stsr:${typeId}:v${XML_FORMAT_VERSION}`;

/** The element of one list item: `<turtas><item>…</item></turtas>`. */
export const ITEM = 'item';

/** A property whose name is no XML name is written `<field name="…">` (only ever unknown data). */
export const FIELD = 'field';

export const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** A name toXml writes as an element name as it is. */
export const isXmlName = (name: string): boolean => /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name) && !/^xml/i.test(name);

/** What the converter needs of a catalogue entry. */
export interface XmlType {
  id: string;
  /** the bundled schema (every `$ref` local, `$defs` included) */
  schema: Record<string, unknown>;
}

/** A character XML 1.0 cannot carry, even as a character reference. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NOT_XML_CHAR = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|\p{Cs}/u;
