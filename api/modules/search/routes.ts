/**
 * The search routes. The same contracts are served twice: under /api for the workplace's
 * search roles (`workplaceSearchRoutes`) and under /sav for EL_FA/EL_JA (`portalSearchRoutes`),
 * each tab behind its own feature; the service applies the level of the roles on top.
 */
import type { FastifyInstance } from 'fastify';
import type { FeatureKey } from '../../../src/domain/access/features.js';
import { SEARCH_ROLES } from '../../../src/domain/access/roles.js';
import {
  deleteSavedSearch,
  listSavedSearches,
  listSearchHistory,
  openSearchEntry,
  registerSearch,
  renameSavedSearch,
  saveSearch,
  searchesAboutMe,
  searchTab,
} from '../../../src/domain/contracts/search.js';
import { SEARCH_KINDS, SEARCH_REGISTER_ROLES, type SearchKind } from '../../../src/domain/search/scopes.js';
import { contractRoute } from '../../lib/contract-route.js';

type Face = { tabs: Record<SearchKind, FeatureKey>; mine: FeatureKey };

const WORKPLACE: Face = {
  tabs: { juridinis: 'searchLegalPerson', fizinis: 'searchNaturalPerson', turtas: 'searchAsset', kodas: 'searchCode' },
  mine: 'searchMine',
};
const PORTAL: Face = {
  tabs: {
    juridinis: 'selfServiceSearchLegalPerson',
    fizinis: 'selfServiceSearchNaturalPerson',
    turtas: 'selfServiceSearchAsset',
    kodas: 'selfServiceSearchCode',
  },
  mine: 'selfServiceSearchMine',
};

/** The tabs and the own searches (history and saved criteria) of one face. */
function faceRoutes(app: FastifyInstance, face: Face) {
  for (const kind of SEARCH_KINDS) {
    contractRoute(app, searchTab(kind), {
      access: { feature: face.tabs[kind] },
      handler: async ({ user, query }) => {
        const { page, pageSize, sort, dir, history, ...criteria } = query;
        return app.registrySearch.run(user, kind, { criteria, page, pageSize, sort, dir, history });
      },
    });
  }
  const mine = { feature: face.mine } as const;
  contractRoute(app, listSearchHistory, { access: mine, handler: async ({ user, query }) => app.registrySearch.history(user, query.page, query.pageSize) });
  contractRoute(app, listSavedSearches, { access: mine, handler: async ({ user }) => ({ items: await app.registrySearch.saved(user) }) });
  contractRoute(app, saveSearch, {
    access: mine,
    handler: async ({ user, body }, reply) => reply.code(201).send(await app.registrySearch.save(user, body)),
  });
  contractRoute(app, renameSavedSearch, { access: mine, handler: async ({ user, params, body }) => app.registrySearch.rename(user, params.id, body.name) });
  contractRoute(app, deleteSavedSearch, {
    access: mine,
    handler: async ({ user, params }, reply) => {
      await app.registrySearch.remove(user, params.id);
      return reply.code(204).send();
    },
  });
}

export async function workplaceSearchRoutes(app: FastifyInstance) {
  faceRoutes(app, WORKPLACE);
  // an opened result: any search role and who registers searches may ask, the service answers with the sections the roles grant
  contractRoute(app, openSearchEntry, {
    access: { roles: [...SEARCH_ROLES, ...SEARCH_REGISTER_ROLES] },
    handler: async ({ user, params }) => app.registrySearch.open(user, params.id),
  });
  contractRoute(app, registerSearch, {
    access: { feature: 'searchRegister' },
    handler: async ({ user, body }) =>
      app.registrySearch.runFor(
        user,
        body.kind,
        {
          criteria: { ...body.criteria, purpose: body.purpose },
          page: body.page ?? 1,
          pageSize: body.pageSize ?? 20,
          sort: body.sort,
          dir: body.dir ?? 'desc',
          history: 0,
        },
        { name: body.requesterName.trim(), code: body.requesterCode?.trim() || null },
      ),
  });
}

export async function portalSearchRoutes(app: FastifyInstance) {
  faceRoutes(app, PORTAL);
  contractRoute(app, searchesAboutMe, {
    access: { authenticated: true },
    handler: async ({ user, query }) => app.registrySearch.aboutMe(user, query.page, query.pageSize),
  });
}
