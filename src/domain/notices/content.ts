/**
 * What a decision notice says (api/modules/notices writes it as JSON with the notice; the
 * received-notice page reads it back through GET {base}/notices/:token). Declared once for
 * the server and the browser.
 */
import type { Family } from '../schema/vocabulary.js';

/** A registrar's decision — or `israsas`: an extract the citizen ordered was signed and issued (api/modules/extracts); `prasoma_patvirtinti` / `salies_atsisakymas`: a party is asked to confirm a document / refused to (api/modules/lifecycle/party-approval.ts). */
export const NOTICE_STATUSES = ['iregistruotas', 'grazintas', 'atmestas', 'israsas', 'prasoma_patvirtinti', 'salies_atsisakymas'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export interface NoticeContent {
  /** the catalogue family of the item: documents | requests | certificates */
  family: Family;
  documentId: number;
  documentType: string;
  /** pirminis | pakeitimas | nutraukimas */
  noticeKind: string;
  status: NoticeStatus;
  decidedAt: string;
  decidedBy: string;
  providerName: string;
  registryNumber: string | null;
  /** change and termination notices: the registry number of the entry they refer to */
  entryRegistryNumber: string | null;
  /** grazintas: the registrar's form (terminas, priezastis, aprasymas, sprendimoMotyvai, teisesAktai) */
  grazinimas?: Record<string, unknown>;
  /** atmestas: the registrar's form (priezastys, teisinisPagrindas, aprasymas) */
  atmetimas?: Record<string, unknown>;
  /** israsas: the issued extract (its id for the PDF, its code for /patikra/{code}) */
  israsas?: { israsoId: number; kodas: string };
  /** prasoma_patvirtinti: the last day to answer (terminas); salies_atsisakymas: the party's reason (priezastis) */
  patvirtinimas?: { terminas?: string; priezastis?: string };
}
