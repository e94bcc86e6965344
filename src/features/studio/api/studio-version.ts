/** One version of a type: read, save, and the review's steps (contracts: src/domain/contracts/studio.ts). */
import useSWR from 'swr';
import {
  approveStudioVersion,
  getStudioVersion,
  publishStudioVersion,
  returnStudioVersion,
  saveStudioDraft,
  submitStudioDraft,
} from '../../../domain/contracts/studio';
import type { ParamsOf, ResponseOf } from '../../../domain/contracts/endpoint';
import type { TypeFiles } from '../../../domain/studio/type-files';
import { call, endpointPath } from '../../../lib/api/call';

export type StudioVersion = ResponseOf<typeof getStudioVersion>;
/** A version's path params (the contract's). */
export type VersionRef = ParamsOf<typeof getStudioVersion>;

export const studioVersionKey = (ref: VersionRef) => endpointPath(getStudioVersion, { params: ref });
/** The version, or nothing while `ref` is null (e.g. a type with nothing published). */
export const useStudioVersion = (ref: VersionRef | null) => useSWR(ref ? studioVersionKey(ref) : null, () => call(getStudioVersion, { params: ref! }));

export const saveDraft = (ref: VersionRef, files: TypeFiles) => call(saveStudioDraft, { params: ref, body: { files } });
export const submitDraft = (ref: VersionRef, comment: string) => call(submitStudioDraft, { params: ref, body: comment ? { comment } : {} });
export const approveVersion = (ref: VersionRef, comment: string) => call(approveStudioVersion, { params: ref, body: comment ? { comment } : {} });
export const returnVersion = (ref: VersionRef, comment: string) => call(returnStudioVersion, { params: ref, body: { comment } });
export const publishVersion = (ref: VersionRef) => call(publishStudioVersion, { params: ref });
