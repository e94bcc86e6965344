/** The published XML interface (src/domain/contracts/xml.ts): the list, and the API addresses of its files. */
import useSWR from 'swr';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { getXmlDescription, getXsd, listXmlSchemas } from '../../../domain/contracts/xml';
import { call, endpointPath } from '../../../lib/api/call';
import { API_BASES, currentFace } from '../../../lib/face';

export type XmlSchemaItem = ResponseOf<typeof listXmlSchemas>['items'][number];

export const useXmlSchemas = () => useSWR(endpointPath(listXmlSchemas), () => call(listXmlSchemas));

const base = () => API_BASES[currentFace()];

/** The XSD's download address (the API answers it as an application/xml attachment). */
export const xsdUrl = (xsdName: string): string => `${base()}${endpointPath(getXsd, { params: { xsdName } })}`;

/** The description's address (HTML under a CSP that runs nothing; shown in a sandboxed frame). */
export const descriptionUrl = (xmlName: string): string => `${base()}${endpointPath(getXmlDescription, { params: { xmlName } })}`;
