/** The broker's rows as the contracts show them (src/domain/contracts/broker.ts, ktpr.ts). */
import type { Selectable } from 'kysely';
import type { KtprNoticeTable } from '../../db/schema.js';
import type { BrokerRow } from './repository.js';

export const messageView = (r: BrokerRow) => ({
  id: Number(r.id),
  direction: r.direction,
  system: r.system,
  kind: r.kind,
  messageId: r.message_id,
  state: r.state,
  attempts: Number(r.attempts),
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  documentId: r.document_id === null ? null : Number(r.document_id),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  deliveredAt: r.delivered_at,
});

export const messageDetail = (r: BrokerRow) => ({ ...messageView(r), payload: JSON.parse(r.payload) as Record<string, unknown> });

export type MessageView = ReturnType<typeof messageView>;
export type MessageDetail = ReturnType<typeof messageDetail>;

export const ktprView = (k: Selectable<KtprNoticeTable>) => ({
  id: Number(k.id),
  documentId: Number(k.document_id),
  registryNumber: k.registry_number,
  uniqueNumber: k.unique_number,
  change: k.change,
  ktprState: k.acknowledged_at === null ? 'neperskaitytas' : 'perskaitytas',
  receivedAt: k.received_at,
  acknowledgedAt: k.acknowledged_at,
  acknowledgedBy: k.acknowledged_by_name,
});
export type KtprView = ReturnType<typeof ktprView>;
