/** Calls of the archive destruction pages (contracts: src/domain/contracts/archive.ts, audit.ts). */
import useSWR from 'swr';
import * as c from '../../domain/contracts/archive';
import { verifyAudit } from '../../domain/contracts/audit';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { call, endpointPath } from '../../lib/api/call';
import { downloadFile } from '../../lib/api/download';

export type Act = ResponseOf<typeof c.getDestructionAct>;
export type Candidate = ResponseOf<typeof c.listDestructionCandidates>['due'][number];

export const useCandidates = () => useSWR(endpointPath(c.listDestructionCandidates), () => call(c.listDestructionCandidates));
export const useActs = () => useSWR(endpointPath(c.listDestructionActs), () => call(c.listDestructionActs));
export const useTombstones = () => useSWR(endpointPath(c.listTombstones), () => call(c.listTombstones));

export const formAct = () => call(c.formDestructionAct);
export const removeItem = (id: number, documentId: number, reason: string) => call(c.removeActItem, { params: { id }, body: { documentId, reason } });
export const sealAct = (id: number) => call(c.sealDestructionAct, { params: { id } });
export const approveAct = (id: number) => call(c.approveDestructionAct, { params: { id } });
export const returnAct = (id: number, reason: string) => call(c.returnDestructionAct, { params: { id }, body: { reason } });
export const runAct = (id: number) => call(c.runDestructionAct, { params: { id } });
export const verifyChain = () => call(verifyAudit);
export const downloadActPdf = (act: Act) => downloadFile(endpointPath(c.getDestructionActPdf, { params: { id: act.id } }), `${act.number}.pdf`);

export type Policy = ResponseOf<typeof c.listRetentionPolicies>['items'][number];
export type Hold = ResponseOf<typeof c.listItemHolds>['items'][number];

export const usePolicies = () => useSWR(endpointPath(c.listRetentionPolicies), () => call(c.listRetentionPolicies));
export const updatePolicy = (id: number, years: number, legalBasis: string) => call(c.updateRetentionPolicy, { params: { id }, body: { years, legalBasis } });
export const useHolds = (id: number) => useSWR(endpointPath(c.listItemHolds, { params: { id } }), () => call(c.listItemHolds, { params: { id } }));
export const setHold = (documentId: number, caseReference: string, reason: string) => call(c.setLegalHold, { body: { documentId, caseReference, reason } });
export const liftHold = (id: number, reason: string) => call(c.liftLegalHold, { params: { id }, body: { reason } });
