/**
 * The documents' answer to "what may this user do with the item?", from the documents
 * policy (api/modules/documents/policy.ts): invisible documents do not exist for the user;
 * the provider may change a document while it is in preparation or returned; whoever may
 * change it or take a status action on it now (e.g. a registrar on a transferred document)
 * may act on it. Readers and registry viewers see documents but never act on them.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { allowedActions, type Lifecycle } from '../../../src/domain/lifecycle/machine.js';
import { actorFor, mayEdit, mayView, situationOf, type TypeFacts } from '../documents/policy.js';
import { findDocument } from '../documents/repository.js';

export default fp(
  async function documentAccess(app: FastifyInstance) {
    const db = app.db.kysely;
    app.itemAccess.register('document', async (user, id) => {
      const row = await findDocument(db, id);
      if (!row || !mayView(user, row)) return null;
      const type = app.catalog.get(row.type_id);
      if (!type || type.family !== 'documents') return null;
      const facts: TypeFacts = { family: type.family, lifecycle: type.lifecycle as Lifecycle, createRoles: type.createRoles };
      const actor = actorFor(user, row, facts);
      const mayChange = mayEdit(actor, row);
      return { isProvider: actor.isProvider, mayChange, mayAct: mayChange || allowedActions(actor, situationOf(row, facts)).length > 0 };
    });
  },
  { name: 'document-access', dependencies: ['db', 'item-access', 'catalog-service'] },
);
