/** The studio's catalogue of types and starting a draft (contracts: src/domain/contracts/studio.ts). */
import useSWR from 'swr';
import { createStudioDraft, listStudioTypes } from '../../../domain/contracts/studio';
import type { BodyOf, ResponseOf } from '../../../domain/contracts/endpoint';
import { call, endpointPath } from '../../../lib/api/call';

export type StudioTypeSummary = ResponseOf<typeof listStudioTypes>['items'][number];
export type NewDraft = BodyOf<typeof createStudioDraft>;

export const studioTypesKey = endpointPath(listStudioTypes);
export const useStudioTypes = () => useSWR(studioTypesKey, () => call(listStudioTypes));

/** A copy of a version under a new id and title, or (no id) the next version of the same type. */
export const createDraft = (body: NewDraft) => call(createStudioDraft, { body });
