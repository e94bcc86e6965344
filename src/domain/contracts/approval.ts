/**
 * Approval by the other parties (api/modules/lifecycle/party-approval.ts, decision 0126), under
 * /api and /sav: the confirmation requests waiting for the signed-in party, and a party's
 * answer to one document's request — a confirmation, or a refusal with its reason.
 */
import { tagged } from './endpoint.js';
import { idParams, itemsOf, statusResult } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['lifecycle']);

const waitingRequest = exact({
  documentId: { type: 'integer' },
  typeId: { type: 'string' },
  /** the data field naming the user's party */
  partyRole: { type: 'string' },
  /** the last day to answer (YYYY-MM-DD) */
  deadline: { type: 'string' },
  askedAt: { type: 'string' },
});

/** GET {base}/approvals — the requests waiting for this user's answer (their company's, or their own), nearest deadline first */
export const listWaitingApprovals = api.get('/approvals', "The confirmation requests waiting for the signed-in party's answer", {
  responses: { 200: itemsOf(waitingRequest) },
});

/** POST {base}/documents/:id/approval — confirm, or refuse with a reason */
export const answerApproval = api.post(
  '/documents/:id/approval',
  "A party's answer to the confirmation request: the last confirmation moves the document on, a refusal returns it to its provider with the reason. 404 not visible, 403 not a party, 409 not waiting / already answered / past its deadline, 422 refusal without a reason",
  {
    params: idParams,
    body: closedObject(
      {
        decision: { type: 'string', enum: ['patvirtinti', 'atsisakyti'] },
        reason: { type: 'string', maxLength: 2000 },
      },
      ['decision'],
    ),
    responses: { 200: statusResult },
  },
);
