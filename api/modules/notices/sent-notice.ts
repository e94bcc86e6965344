/**
 * One sent notice as the wire shows it: who was informed, by which channel, when, and the
 * journal status. The item's informavimas tab and the notices journal both speak it.
 */
import type { NoticeRow } from './repository.js';

export interface SentNotice {
  id: number;
  kind: string;
  channel: string;
  journalStatus: string;
  recipientName: string;
  recipientEmail: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

type SentNoticeRow = Pick<
  NoticeRow,
  'id' | 'kind' | 'channel' | 'journal_status' | 'recipient_name' | 'recipient_email' | 'created_at' | 'delivered_at'
>;

export const sentNoticeOf = (n: SentNoticeRow): SentNotice => ({
  id: Number(n.id),
  kind: n.kind,
  channel: n.channel,
  journalStatus: n.journal_status,
  recipientName: n.recipient_name,
  recipientEmail: n.recipient_email,
  createdAt: n.created_at,
  deliveredAt: n.delivered_at,
});
