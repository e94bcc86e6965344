/**
 * Archive destruction (spec /archyvo-naikinimas: formavimas, aktas, archyvaras; api/modules/archive;
 * decisions 0076–0078), workplace only (/api): retention policies, legal holds, destruction acts, tombstones.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ACT_STATUSES } from '../archive/retention.js';
import { tagged } from './endpoint.js';
import { itemsOf, nullableText, statusResult } from './shared.js';
import { exact } from './shapes.js';

const api = tagged(['archive']);
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
export type DestructionCandidate = FromSchema<typeof candidate>;

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
export type DestructionAct = FromSchema<typeof act>;

const hold = exact({
  id: { type: 'integer' },
  documentId: { type: 'integer' },
  caseReference: { type: 'string' },
  reason: { type: 'string' },
  setAt: { type: 'string' },
  liftedAt: nullableText,
  liftReason: nullableText,
});
export type LegalHold = FromSchema<typeof hold>;

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

export const listRetentionPolicies = api.get('/archyvas/politika', 'Retention policies per type and status', { responses: { 200: itemsOf(policy) } });

export const updateRetentionPolicy = api.put('/archyvas/politika/:id', 'Changes a policy: years kept and its legal basis (audited)', {
  params: idParams,
  body: exact({ years: { type: 'integer', minimum: 1, maximum: 100 }, legalBasis: reason }),
  responses: { 200: itemsOf(policy) },
});

export const listDestructionCandidates = api.get(
  '/archyvas/kandidatai',
  'Items whose retention ended and no act lists: due (may be listed) and held (under a legal hold, excluded)',
  {
    responses: {
      200: exact({ due: { type: 'array', items: candidate }, held: { type: 'array', items: candidate } }),
    },
  },
);

export const listDestructionActs = api.get('/archyvas/aktai', 'Destruction acts, newest first', { responses: { 200: itemsOf(act) } });

export const formDestructionAct = api.post('/archyvas/aktai', 'Forms a destruction list of every item due (409 when none)', { responses: { 201: act } });

export const getDestructionAct = api.get('/archyvas/aktai/:id', 'One act with its items', { params: idParams, responses: { 200: act } });

export const removeActItem = api.post('/archyvas/aktai/:id/pasalinti', 'Takes an item off a list still being formed, with a reason', {
  params: idParams,
  body: exact({ documentId: id, reason }),
  responses: { 200: act },
});

export const sealDestructionAct = api.post(
  '/archyvas/aktai/:id/antspaudas',
  'Builds the act PDF and seals it through the signing provider; the act waits for the archivist (409 when an item is held)',
  { params: idParams, responses: { 200: act } },
);

/** The sealed PDF itself (a file: no JSON answer). */
export const getDestructionActPdf = api.get('/archyvas/aktai/:id/pdf', 'The sealed act as PDF', { params: idParams, responses: {} });

export const approveDestructionAct = api.post('/archyvas/aktai/:id/patvirtinti', 'The archivist approves a sealed act (403 for anyone else)', {
  params: idParams,
  responses: { 200: act },
});

export const returnDestructionAct = api.post('/archyvas/aktai/:id/grazinti', 'The archivist returns a sealed act to the administrator, with a reason', {
  params: idParams,
  body: reasonBody,
  responses: { 200: act },
});

export const runDestructionAct = api.post(
  '/archyvas/aktai/:id/vykdyti',
  'Destroys the items of an approved act (409 when not approved, already run, or an item is held or in an open workflow)',
  { params: idParams, responses: { 200: act } },
);

export const listTombstones = api.get('/archyvas/sunaikinti', 'What is left of destroyed items', { responses: { 200: itemsOf(tombstone) } });

export const listItemHolds = api.get('/archyvas/irasai/:id/sulaikymai', "An item's legal holds (anyone who may see the item)", {
  params: idParams,
  responses: { 200: itemsOf(hold) },
});

export const setLegalHold = api.post('/archyvas/sulaikymai', 'Puts an item under a legal hold (a court or institution case), with a reason', {
  body: exact({ documentId: id, caseReference: { type: 'string', minLength: 1, maxLength: 200 }, reason }),
  responses: { 201: hold },
});

export const liftLegalHold = api.post('/archyvas/sulaikymai/:id/atsaukti', 'Lifts a legal hold, with a reason', {
  params: idParams,
  body: reasonBody,
  responses: { 200: hold },
});

export const restoreEntry = api.post(
  '/archyvas/irasai/:id/atkurti',
  "Archive restore (atkurimas): a deregistered entry back in force, with a reason (the type's atkurimas roles; 409 when destroyed, not archived or on a live destruction list)",
  { params: idParams, body: reasonBody, responses: { 200: statusResult } },
);
