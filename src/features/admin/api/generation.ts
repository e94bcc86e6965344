/** The generated XML interface's versions (contract listSchemaVersions, src/domain/contracts/xml.ts). */
import useSWR from 'swr';
import type { ResponseOf } from '../../../domain/contracts/endpoint';
import { listSchemaVersions } from '../../../domain/contracts/xml';
import { call, endpointPath } from '../../../lib/api/call';

export type SchemaVersionItem = ResponseOf<typeof listSchemaVersions>['items'][number];

export const useSchemaVersions = () => useSWR(endpointPath(listSchemaVersions), () => call(listSchemaVersions));
