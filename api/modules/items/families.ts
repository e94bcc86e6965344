/**
 * The three catalogue families share one engine (storage in `document`, the item core, the
 * documents service, the lifecycle, locks, files and notices). What differs per family is
 * named here: its path under the API bases, the item kind the locks, files and audit use, the
 * signing state's type, and the message keys of an id that is not one of its items.
 */
import { FAMILIES, type Family } from '../../../src/domain/schema/vocabulary.js';
import type { SigningType } from '../signing/signing.js';

export { FAMILIES, type Family };

export const ITEM_KINDS = ['document', 'request', 'certificate'] as const;
/** The kind of an item in locks, files and the audit log (one per family). */
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * Message keys per kind: unknown or invisible (404), not the user's to change (403), not
 * changeable in its status (409), held by another session's lock (409).
 */
export const ITEM_MESSAGES: Record<ItemKind, { notFound: string; readOnly: string; notEditable: string; locked: string }> = {
  document: {
    notFound: 'errors.document_not_found',
    readOnly: 'errors.document_read_only',
    notEditable: 'errors.document_not_editable',
    locked: 'errors.document_locked',
  },
  request: {
    notFound: 'errors.request_not_found',
    readOnly: 'errors.request_read_only',
    notEditable: 'errors.request_not_editable',
    locked: 'errors.request_locked',
  },
  certificate: {
    notFound: 'errors.certificate_not_found',
    readOnly: 'errors.certificate_read_only',
    notEditable: 'errors.certificate_not_editable',
    locked: 'errors.certificate_locked',
  },
};

export interface FamilyFacts {
  family: Family;
  /** the collection's path under /api and /sav */
  path: `/${Family}`;
  /** the kind of item for locks, files and the audit log */
  kind: ItemKind;
  /** the signing state's type (spec §3 names document, request and search) */
  signingType: SigningType;
  /** 404 for an id that is unknown, invisible, or of another family */
  notFoundKey: string;
  /** the OpenAPI tag of its routes */
  tag: string;
}

export const FAMILY_FACTS: Record<Family, FamilyFacts> = {
  documents: { family: 'documents', path: '/documents', kind: 'document', signingType: 'document', notFoundKey: 'errors.document_not_found', tag: 'documents' },
  requests: { family: 'requests', path: '/requests', kind: 'request', signingType: 'request', notFoundKey: 'errors.request_not_found', tag: 'requests' },
  // a certificate order is signed like a request: both are NTR service orders of the portal
  certificates: {
    family: 'certificates',
    path: '/certificates',
    kind: 'certificate',
    signingType: 'request',
    notFoundKey: 'errors.certificate_not_found',
    tag: 'certificates',
  },
};

const isFamily = (v: string): v is Family => (FAMILIES as readonly string[]).includes(v);

/** The family of a stored row (rows written before migration 0010 are documents). */
export const familyOfRow = (row: { family?: string | null }): Family => (row.family && isFamily(row.family) ? row.family : 'documents');

/** The facts of a stored row's family. */
export const factsOfRow = (row: { family?: string | null }): FamilyFacts => FAMILY_FACTS[familyOfRow(row)];

/** The family whose items are of this kind. */
export const familyOfKind = (kind: ItemKind): Family => FAMILIES.find((f) => FAMILY_FACTS[f].kind === kind)!;
