/**
 * The journal's and the work lists' wire types (api/modules/journal answers them,
 * src/features/journal reads them): declared once here so both sides agree by construction.
 */

/** One page of a server-paged list. */
export interface Paged<T> {
  total: number;
  page: number;
  pageSize: number;
  items: T[];
}

/** A row of a document (or request) list: gaunami, ntr-gaunami, dt-rengiami, the work lists. */
export interface DocumentItem {
  id: number;
  /** the catalogue type id; the browser shows the type's title (locales types/<id>) */
  type: string;
  status: string;
  version: number;
  /** pirminis, pakeitimas or nutraukimas */
  noticeKind: string;
  registryNumber: string | null;
  registeredAt: string | null;
  transferredAt: string | null;
  decisionDeadline: string | null;
  correctionDeadline: string | null;
  /** the deadline that applies now has passed */
  overdue: boolean;
  providerName: string | null;
  createdAt: string;
  updatedAt: string;
  parties: { role: string; name: string; code: string | null }[];
}

/** A row of the sent notices (journal siunciami). */
export interface NoticeItem {
  id: number;
  kind: string;
  channel: string;
  journalStatus: string;
  recipientName: string | null;
  recipientEmail: string | null;
  createdAt: string;
  deliveredAt: string | null;
  documentId: number | null;
  /** the catalogue type id of the notice's document */
  documentType: string | null;
  registryNumber: string | null;
}
