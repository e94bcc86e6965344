/**
 * The items API — documents, requests and certificates — under /api and /sav: one function
 * registers the routes of one family (`itemRoutes`), called for each family. Thin handlers
 * over app.items[family]. Create and save also take XML bodies, and GET answers XML on request
 * (api/modules/xml/item-bodies.ts, item-answers.ts; decision 0118).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createItem, getItem, itemHead, listItems, saveItem } from '../../../src/domain/contracts/items.js';
import type { SessionLookup } from '../auth/session-resolver.js';
import { originOf } from '../../lib/audit.js';
import { itemEtag, noneMatchHits } from '../../lib/conditional-get.js';
import { contractRoute } from '../../lib/contract-route.js';
import { expectedVersion } from '../../lib/if-match.js';
import { dataCacheOf } from '../items/data-cache.js';
import { FAMILIES, type Family } from '../items/families.js';
import { acceptXmlItemBodies } from '../xml/item-bodies.js';
import { pinnedXmlData } from '../xml/pinned-version.js';
import { prefersXml, savedAtElements, sendItemXml } from '../xml/item-answers.js';

const signedIn = { authenticated: true } as const;

/** The answer's first bytes: the data goes first. */
const DATA_OPEN = Buffer.from('{"data":');

const splitCsv = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : undefined);

/** How a body that came as XML is saved: a complete document of the type its root element names. */
const xmlSave = (request: FastifyRequest) => (request.xmlBody ? { complete: true, asType: request.xmlBody.typeId } : {});

/** The create, list, read and save routes of one family at {base}/{family}. */
export function itemRoutes(app: FastifyInstance, family: Family) {
  const service = () => app.items[family];
  let sessionLookup: SessionLookup | undefined;

  contractRoute(app, createItem(family), {
    access: signedIn,
    handler: async (request, reply) => {
      const { type, data } = request.body;
      const saved = await savedAtElements(app, request, data, () => service().create(request.user, type, data, originOf(request), xmlSave(request)));
      return reply.code(201).header('etag', `"${saved.version}"`).send(saved);
    },
  });

  contractRoute(app, listItems(family), {
    access: signedIn,
    handler: async ({ user, query }) => service().list(user, { ...query, status: splitCsv(query.status), type: splitCsv(query.type) }),
  });

  contractRoute(app, getItem(family), {
    access: signedIn,
    // the session and the item in one statement (decision 0179)
    sessionLookup: (db, tokenHash, request) => (sessionLookup ??= app.itemCore.sessionLookup(family))(db, tokenHash, request),
    handler: async (request, reply) => {
      const { dataJson, ...head } = await service().read(request.user, request.params.id, request as FastifyRequest);
      const etag = itemEtag(head.version, head.lock);
      reply.header('etag', etag).header('vary', 'Accept');
      // the caller holds this answer already (read has checked they may see it: else 404)
      if (noneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (prefersXml(request.headers.accept)) return sendItemXml(app, reply, head.type, dataJson);
      // The data goes out as the JSON text it is stored as (written by JSON.stringify of a
      // validated object): parsing it and serialising it again cost more than all the rest of
      // the request. Its UTF-8 bytes are encoded once per version (items/data-cache.ts); the
      // other fields still go through the response schema's serialiser.
      if (dataJson.charCodeAt(0) !== 0x7b /* { */) return reply.send({ ...head, data: JSON.parse(dataJson) as unknown });
      const rest = reply.serializeInput(head, itemHead) as string;
      const data = dataCacheOf(app.db.kysely)?.bytes(head.id, head.version, dataJson) ?? Buffer.from(dataJson);
      return reply.type('application/json; charset=utf-8').send(Buffer.concat([DATA_OPEN, data, Buffer.from(`,${rest.slice(1)}`)]));
    },
  });

  contractRoute(app, saveItem(family), {
    access: signedIn,
    handler: async (request, reply) => {
      const version = expectedVersion(request);
      // an XML body is read against the schema version the item pins (decision 0105)
      const data = request.xmlBody ? await pinnedXmlData(app, request.user, family, request.params.id, request.xmlBody) : request.body.data;
      const saved = await savedAtElements(app, request, data, () =>
        service().update(request.user, request.params.id, version, data, originOf(request), xmlSave(request)),
      );
      return reply.header('etag', `"${saved.version}"`).send(saved);
    },
  });
}

export default async function documentRoutes(app: FastifyInstance) {
  acceptXmlItemBodies(app);
  for (const family of FAMILIES) itemRoutes(app, family);
}
