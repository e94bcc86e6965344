/**
 * Where a party asked to confirm a document (decision 0126) opens it to answer, in this face
 * (decision 0139): the workplace's document page at its registrui tab, the portal's approval
 * page (the portal's object page shows registered entries only). Used by the waiting list and
 * by the received notice `prasoma_patvirtinti`.
 */
import { currentFace } from './face';

export const approvalDocumentPath = (documentId: number): string =>
  currentFace() === 'portal' ? `/patvirtinimai/${documentId}` : `/dokumentas/${documentId}/registrui`;
