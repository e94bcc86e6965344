/**
 * The catalogue items' answer to "what may this user do with the item?" — for each family's
 * kind (document, request, certificate; api/modules/documents/families.ts), from the documents
 * policy (api/modules/documents/policy.ts): invisible items and items of another family do
 * not exist for the user; the provider may change an item while it is in preparation or
 * returned; whoever may change it or take a status action on it now (e.g. a registrar on a
 * transferred item) may act on it. Readers and registry viewers see items but never act.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { allowedActions, type Lifecycle } from '../../../src/domain/lifecycle/machine.js';
import { FAMILIES, FAMILY_FACTS, familyOfRow } from '../documents/families.js';
import { actorFor, mayEdit, mayView, situationOf, type TypeFacts } from '../documents/policy.js';
import { findDocument } from '../documents/repository.js';

export default fp(
  async function documentAccess(app: FastifyInstance) {
    const db = app.db.kysely;
    for (const family of FAMILIES) {
      app.itemAccess.register(FAMILY_FACTS[family].kind, async (user, id) => {
        const row = await findDocument(db, id);
        if (!row || familyOfRow(row) !== family || !mayView(user, row)) return null;
        const type = app.catalog.get(row.type_id);
        if (!type || type.family !== family) return null;
        const facts: TypeFacts = { family: type.family, lifecycle: type.lifecycle as Lifecycle, createRoles: type.createRoles };
        const actor = actorFor(user, row, facts);
        const mayChange = mayEdit(actor, row);
        return { isProvider: actor.isProvider, mayChange, mayAct: mayChange || allowedActions(actor, situationOf(row, facts)).length > 0 };
      });
    }
  },
  { name: 'document-access', dependencies: ['db', 'item-access', 'catalog-service'] },
);
