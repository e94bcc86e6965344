/**
 * One sent notice as the wire shows it: who was informed, by which channel, when, and the
 * journal status. The item's informavimas tab and the notices journal both speak it.
 */
import type { SentNotice as SentNoticeWire } from '../../../src/domain/contracts/notices.js';
import type { Answer } from '../../lib/contract-route.js';
import type { NoticeRow } from './repository.js';

/** The contract's sent notice (src/domain/contracts/notices.ts), codes as plain strings. */
export type SentNotice = Answer<SentNoticeWire>;

type SentNoticeRow = Pick<NoticeRow, 'id' | 'kind' | 'channel' | 'journal_status' | 'recipient_name' | 'recipient_email' | 'created_at' | 'delivered_at'>;

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
