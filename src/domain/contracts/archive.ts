/**
 * Archive destruction (spec /archyvo-naikinimas: formavimas, aktas, archyvaras; api/modules/archive;
 * decisions 0076–0078), workplace only (/api): retention policies, legal holds, destruction acts, tombstones.
 */
import { ACT_STATUSES } from '../archive/retention.js';
import { defineEndpoint } from './endpoint.js';
import { itemsOf, nullableText, statusResult } from './shared.js';
import { exact } from './shapes.js';

const tags = ['archive'];
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const reason = { type: 'string', minLength: 1, maxLength: 2000 } as const;
const idParams = exact({ id });
const reasonBody = exact({ reason });

const policy = exact({
  id: { type: 'integer' },
  typeId: { type: 'string' },
  status: { type: 'string' },
  years: { type: 'integer' },
  legalBasis: { type: 'string' },
});

const candidate = exact({
  documentId: { type: 'integer' },
  family: { type: 'string' },
  typeId: { type: 'string' },
  status: { type: 'string' },
  registryNumber: nullableText,
  retentionEnd: { type: 'string' },
  legalBasis: { type: 'string' },
});

const act = exact({
  id: { type: 'integer' },
  number: { type: 'string' },
  status: { type: 'string', enum: ACT_STATUSES },
  createdAt: { type: 'string' },
  sealedAt: nullableText,
  pdfSha256: nullableText,
  decidedAt: nullableText,
  decisionReason: nullableText,
  executedAt: nullableText,
  items: {
    type: 'array',
    items: exact({
      documentId: { type: 'integer' },
      typeId: { type: 'string' },
      status: { type: 'string' },
      registryNumber: nullableText,
      retentionEnd: { type: 'string' },
      legalBasis: { type: 'string' },
      removedAt: nullableText,
      removedReason: nullableText,
    }),
  },
});

const hold = exact({
  id: { type: 'integer' },
  documentId: { type: 'integer' },
  caseReference: { type: 'string' },
  reason: { type: 'string' },
  setAt: { type: 'string' },
  liftedAt: nullableText,
  liftReason: nullableText,
});

const tombstone = exact({
  documentId: { type: 'integer' },
  family: { type: 'string' },
  typeId: { type: 'string' },
  status: nullableText,
  registryNumber: nullableText,
  createdAt: { type: 'string' },
  registeredAt: nullableText,
  statusChangedAt: nullableText,
  retentionEnd: { type: 'string' },
  actNumber: { type: 'string' },
  destroyedAt: { type: 'string' },
});

export const listRetentionPolicies = defineEndpoint({
  method: 'GET',
  path: '/archyvas/politika',
  tags,
  summary: 'Retention policies per type and status',
  responses: { 200: itemsOf(policy) },
});

export const updateRetentionPolicy = defineEndpoint({
  method: 'PUT',
  path: '/archyvas/politika/:id',
  tags,
  summary: 'Changes a policy: years kept and its legal basis (audited)',
  params: idParams,
  body: exact({ years: { type: 'integer', minimum: 1, maximum: 100 }, legalBasis: reason }),
  responses: { 200: itemsOf(policy) },
});

export const listDestructionCandidates = defineEndpoint({
  method: 'GET',
  path: '/archyvas/kandidatai',
  tags,
  summary: 'Items whose retention ended and no act lists: due (may be listed) and held (under a legal hold, excluded)',
  responses: {
    200: exact({ due: { type: 'array', items: candidate }, held: { type: 'array', items: candidate } }),
  },
});

export const listDestructionActs = defineEndpoint({
  method: 'GET',
  path: '/archyvas/aktai',
  tags,
  summary: 'Destruction acts, newest first',
  responses: { 200: itemsOf(act) },
});

export const formDestructionAct = defineEndpoint({
  method: 'POST',
  path: '/archyvas/aktai',
  tags,
  summary: 'Forms a destruction list of every item due (409 when none)',
  responses: { 201: act },
});

export const getDestructionAct = defineEndpoint({
  method: 'GET',
  path: '/archyvas/aktai/:id',
  tags,
  summary: 'One act with its items',
  params: idParams,
  responses: { 200: act },
});

export const removeActItem = defineEndpoint({
  method: 'POST',
  path: '/archyvas/aktai/:id/pasalinti',
  tags,
  summary: 'Takes an item off a list still being formed, with a reason',
  params: idParams,
  body: exact({ documentId: id, reason }),
  responses: { 200: act },
});

export const sealDestructionAct = defineEndpoint({
  method: 'POST',
  path: '/archyvas/aktai/:id/antspaudas',
  tags,
  summary: 'Builds the act PDF and seals it through the signing provider; the act waits for the archivist (409 when an item is held)',
  params: idParams,
  responses: { 200: act },
});

/** The sealed PDF itself (a file: no JSON answer). */
export const getDestructionActPdf = defineEndpoint({
  method: 'GET',
  path: '/archyvas/aktai/:id/pdf',
  tags,
  summary: 'The sealed act as PDF',
  params: idParams,
  responses: {},
});

export const approveDestructionAct = defineEndpoint({
  method: 'POST',
  path: '/archyvas/aktai/:id/patvirtinti',
  tags,
  summary: 'The archivist approves a sealed act (403 for anyone else)',
  params: idParams,
  responses: { 200: act },
});

export const returnDestructionAct = defineEndpoint({
  method: 'POST',
  path: '/archyvas/aktai/:id/grazinti',
  tags,
  summary: 'The archivist returns a sealed act to the administrator, with a reason',
  params: idParams,
  body: reasonBody,
  responses: { 200: act },
});

export const runDestructionAct = defineEndpoint({
  method: 'POST',
  path: '/archyvas/aktai/:id/vykdyti',
  tags,
  summary: 'Destroys the items of an approved act (409 when not approved, already run, or an item is held or in an open workflow)',
  params: idParams,
  responses: { 200: act },
});

export const listTombstones = defineEndpoint({
  method: 'GET',
  path: '/archyvas/sunaikinti',
  tags,
  summary: 'What is left of destroyed items',
  responses: { 200: itemsOf(tombstone) },
});

export const listItemHolds = defineEndpoint({
  method: 'GET',
  path: '/archyvas/irasai/:id/sulaikymai',
  tags,
  summary: "An item's legal holds (anyone who may see the item)",
  params: idParams,
  responses: { 200: itemsOf(hold) },
});

export const setLegalHold = defineEndpoint({
  method: 'POST',
  path: '/archyvas/sulaikymai',
  tags,
  summary: 'Puts an item under a legal hold (a court or institution case), with a reason',
  body: exact({ documentId: id, caseReference: { type: 'string', minLength: 1, maxLength: 200 }, reason }),
  responses: { 201: hold },
});

export const liftLegalHold = defineEndpoint({
  method: 'POST',
  path: '/archyvas/sulaikymai/:id/atsaukti',
  tags,
  summary: 'Lifts a legal hold, with a reason',
  params: idParams,
  body: reasonBody,
  responses: { 200: hold },
});

export const restoreEntry = defineEndpoint({
  method: 'POST',
  path: '/archyvas/irasai/:id/atkurti',
  tags,
  summary:
    "Archive restore (atkurimas): a deregistered entry back in force, with a reason (the type's atkurimas roles; 409 when destroyed, not archived or on a live destruction list)",
  params: idParams,
  body: reasonBody,
  responses: { 200: statusResult },
});
