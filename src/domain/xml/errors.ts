/** Why an XML body is refused before validation: message keys (locales/<lng>/common.json `errors`). */
export const XML_ERRORS = {
  malformed: 'errors.xml_malformed',
  doctype: 'errors.xml_doctype',
  entity: 'errors.xml_entity',
  processingInstruction: 'errors.xml_processing_instruction',
  tooLarge: 'errors.xml_too_large',
  tooDeep: 'errors.xml_too_deep',
  root: 'errors.xml_root',
  namespace: 'errors.xml_namespace',
  attribute: 'errors.xml_attribute',
  text: 'errors.xml_text',
  duplicate: 'errors.xml_duplicate',
  order: 'errors.xml_order',
  item: 'errors.xml_item',
  choice: 'errors.xml_choice',
} as const;

/** One refusal: `path` is the element path (`/sutartine-hipoteka/turtas/item[2]`). */
export interface XmlError {
  path: string;
  messageKey: (typeof XML_ERRORS)[keyof typeof XML_ERRORS];
  params?: Record<string, string | number>;
}

/** Thrown inside the parser and reader; fromXml returns its errors. */
export class XmlRefusal extends Error {
  constructor(public readonly error: XmlError) {
    super(`${error.messageKey} at ${error.path || '/'}`);
    this.name = 'XmlRefusal';
  }
}
