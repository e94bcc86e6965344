/** What a refused write shows in its dialog's alert: the message (the spec's critical-error text) and the issues not under a field. */
import type { Refusal } from '../refusal';
import { IssueList } from './issue-list';

export function RefusalText({ refusal }: { refusal: Refusal }) {
  return (
    <>
      {refusal.message}
      <IssueList issues={refusal.issues} />
    </>
  );
}
