/**
 * What a user may do with an item (a document, request or certificate), asked by kind and
 * id. Locks and attached files are generic over items; each module that owns items registers
 * how to answer for its kind. All three kinds are registered by document-access.ts (one
 * engine for documents, requests and certificates, api/modules/documents/families.ts). An
 * unregistered kind answers "not found" for every id.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/access.js';

export const ITEM_KINDS = ['document', 'request', 'certificate'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * Message keys per kind: unknown or invisible (404), not the user's to change (403), not
 * changeable in its status (409). Documents use the keys of the documents API.
 */
export const ITEM_MESSAGES: Record<ItemKind, { notFound: string; readOnly: string; notEditable: string }> = {
  document: { notFound: 'errors.document_not_found', readOnly: 'errors.document_read_only', notEditable: 'errors.document_not_editable' },
  request: { notFound: 'errors.request_not_found', readOnly: 'errors.request_read_only', notEditable: 'errors.request_not_editable' },
  certificate: { notFound: 'errors.certificate_not_found', readOnly: 'errors.certificate_read_only', notEditable: 'errors.certificate_not_editable' },
};

/** The user's rights over one item they may see. */
export interface ItemRights {
  /** prepares the item (its owner side); whether they may change it now depends on its status */
  isProvider: boolean;
  /** may change the item's data and files now (the provider while it is in preparation or returned) */
  mayChange: boolean;
  /** may act on the item now: change it, or take a status action (e.g. a registrar on a transferred item) */
  mayAct: boolean;
}

/** Answers for one kind: null when the item does not exist or the user may not see it. */
export type ItemAccessResolver = (user: SessionUser, id: number) => Promise<ItemRights | null>;

export interface ItemAccess {
  /** Installs the resolver of a kind (once per kind). */
  register(kind: ItemKind, resolver: ItemAccessResolver): void;
  /** The user's rights over the item, or null when it is unknown or invisible to them. */
  rightsOf(user: SessionUser, kind: ItemKind, id: number): Promise<ItemRights | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    itemAccess: ItemAccess;
  }
}

export default fp(
  async function itemAccessPlugin(app: FastifyInstance) {
    const resolvers = new Map<ItemKind, ItemAccessResolver>();
    app.decorate('itemAccess', {
      register(kind, resolver) {
        if (resolvers.has(kind)) throw new Error(`item access for '${kind}' is already registered`);
        resolvers.set(kind, resolver);
      },
      async rightsOf(user, kind, id) {
        const resolver = resolvers.get(kind);
        return resolver ? resolver(user, id) : null;
      },
    } satisfies ItemAccess);
  },
  { name: 'item-access' },
);
