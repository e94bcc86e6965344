/**
 * Approval by the other parties (decision 0126) in the browser: the requests waiting for the
 * signed-in party (GET {base}/approvals) and a party's answer (POST {base}/documents/:id/approval).
 * The answer is quiet: the dialog shows a refusal itself; a success is the server's
 * meta.message (the green snackbar).
 */
import { answerApproval, listWaitingApprovals } from '../../domain/contracts/approval';
import type { ResponseOf } from '../../domain/contracts/endpoint';
import { call, endpointPath } from '../../lib/api/call';

export type WaitingApproval = ResponseOf<typeof listWaitingApprovals>['items'][number];
export type ApprovalDecision = 'patvirtinti' | 'atsisakyti';

/** The SWR key (and path) of the waiting list. */
export const waitingApprovalsKey = endpointPath(listWaitingApprovals);

export const listWaiting = () => call(listWaitingApprovals, { quiet: true });

/** Confirms, or refuses with the reason. */
export const answer = (documentId: number, decision: ApprovalDecision, reason?: string) =>
  call(answerApproval, { params: { id: documentId }, body: decision === 'atsisakyti' ? { decision, reason: reason ?? '' } : { decision }, quiet: true });
