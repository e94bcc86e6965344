/** The published XML interface (src/domain/contracts/xml.ts): the list, and the API addresses of its files. */
import useSWR from 'swr';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { getXmlDescription, getXsd, listXmlSchemas } from '../../../domain/contracts/xml';
import { call, endpointPath } from '../../../lib/api/call';
import { API_BASES, currentFace } from '../../../lib/face';

export type XmlSchemaItem = ResponseOf<typeof listXmlSchemas>['items'][number];

export const useXmlSchemas = () => useSWR(endpointPath(listXmlSchemas), () => call(listXmlSchemas));

const base = () => API_BASES[currentFace()];

/** The XSD's download address (the API answers it as an application/xml attachment); an earlier version by its schema version. */
export const xsdUrl = (xsdName: string, schemaVersion?: string): string => `${base()}${endpointPath(getXsd, { params: { xsdName }, query: { schemaVersion } })}`;

/** The description's address (HTML under a CSP that runs nothing; shown in a sandboxed frame); an earlier version by its schema version. */
export const descriptionUrl = (xmlName: string, schemaVersion?: string): string =>
  `${base()}${endpointPath(getXmlDescription, { params: { xmlName }, query: { schemaVersion } })}`;
