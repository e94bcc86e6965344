/** The published XML interface (src/domain/contracts/xml.ts): the list; its files' addresses are src/lib/xml-schema-urls.ts. */
import useSWR from 'swr';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { listXmlSchemas } from '../../../domain/contracts/xml';
import { call, endpointPath } from '../../../lib/api/call';

export type XmlSchemaItem = ResponseOf<typeof listXmlSchemas>['items'][number];

export const useXmlSchemas = () => useSWR(endpointPath(listXmlSchemas), () => call(listXmlSchemas));
