/** @xmldom/xmldom (the XML of ASiC-E manifests and XAdES signatures), loaded at the first container read or written. */
import { commonJs, once } from '../../lib/lazy.js';

export const xmlDom = once(() => commonJs(() => import('@xmldom/xmldom')));
