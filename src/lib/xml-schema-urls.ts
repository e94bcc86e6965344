/**
 * The API addresses of the published XML interface's files (src/domain/contracts/xml.ts), for
 * links the browser follows itself: the XSD download and the description page's frame, each at
 * an earlier version by its schema version (decision 0105). Used by /xsdschema and /admin/generavimas.
 */
import { getXmlDescription, getXsd } from '../domain/contracts/xml';
import { endpointPath } from './api/call';
import { API_BASES, currentFace } from './face';

const base = () => API_BASES[currentFace()];

/** The XSD's download address (the API answers it as an application/xml attachment). */
export const xsdUrl = (xsdName: string, schemaVersion?: string): string =>
  `${base()}${endpointPath(getXsd, { params: { xsdName }, query: { schemaVersion } })}`;

/** The description's address (HTML under a CSP that runs nothing; shown in a sandboxed frame). */
export const descriptionUrl = (xmlName: string, schemaVersion?: string): string =>
  `${base()}${endpointPath(getXmlDescription, { params: { xmlName }, query: { schemaVersion } })}`;
