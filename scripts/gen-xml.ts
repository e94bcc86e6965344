/**
 * The XML interface of every type (generated/xml/, decision 0055): `common.xsd`, `<id>.xsd`
 * and `<id>.html` (the XML description: elements, Lithuanian labels, required, rules and an
 * example made from the type's first valid fixture). See src/domain/xml-schema/README.md.
 */
import type { CheckedCatalog } from './lib/catalog.js';
import { BANNER, type GeneratedSet } from './lib/generated-files.js';
import { describeType } from './lib/xml-description.js';
import { COMMON_XSD, commonDefs, commonXsd, typeXsd } from '../src/domain/xml-schema/schema-files.js';

export const XML_DIR = 'generated/xml';

/** The XSD and description files of a catalogue read from root (not written). */
export function xmlFiles(catalog: CheckedCatalog, root: string): GeneratedSet {
  const files = new Map<string, string>();
  files.set(`${XML_DIR}/${COMMON_XSD}`, commonXsd(catalog.common, `${BANNER} Source: schemas/common`));
  const common = commonDefs(catalog.common);
  for (const entry of catalog.entries) {
    files.set(`${XML_DIR}/${entry.id}.xsd`, typeXsd(entry, common, BANNER));
    files.set(`${XML_DIR}/${entry.id}.html`, describeType(entry, root, BANNER));
  }
  files.set(`${XML_DIR}/README.md`, README);
  return { files, owned: [XML_DIR] };
}

const README = `# generated/xml — the XML interface of every type

${BANNER}

| file | what |
|---|---|
| \`common.xsd\` | every definition of \`schemas/common\` as a named XSD type (no target namespace: each type's XSD includes it and gives it its own) |
| \`<type>.xsd\` | the type's XSD: namespace \`urn:lt:registrucentras:stsr:<type>:v1\`, root element \`<type>\` |
| \`<type>.html\` | the XML description: every element, its Lithuanian label, required or not, its rules, an example |

Check a document: \`xmllint --noout --schema generated/xml/<type>.xsd document.xml\` (Debian
\`libxml2-utils\`). The XSD checks structure and value shapes; the rules XSD 1.0 cannot say
(conditions between fields, check digits, dates relative to today) are checked by the server
with the same validator as JSON. Mapping and limits: \`docs/decisions/0055-xml-interface.md\`;
the generator: \`src/domain/xml-schema/\`; the converter: \`src/domain/xml/\`.
`;
