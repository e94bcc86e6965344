/**
 * The register search API (api/modules/search): one endpoint per search tab (served under
 * /api for the workplace's search roles and under /sav for EL_FA/EL_JA), an opened entry,
 * the user's own searches (history and saved criteria), searches registered on behalf of a
 * requester, and the data subject's view of who searched them. Criteria travel in the query
 * string, so a search is a link.
 */
import { MAX_PAGE_SIZE } from '../search/criteria.js';
import { SEARCH_KINDS } from '../search/scopes.js';
import { tagged } from './endpoint.js';
import { idParams, nullableText, paged, pageQuery, SORT_DIRECTIONS, sortDirection } from './shared.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['search']);

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Paging, sorting and the history flag every search tab takes. Sort names are checked by the service (a message key, not a schema error). */
const listing = {
  page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
  sort: text(30),
  dir: sortDirection('desc'),
  history: { type: 'integer', enum: [0, 1], default: 0 },
} as const;

/** The criteria fields (all text; the service checks them with src/domain/search/criteria.ts). */
const criteriaProperties = {
  code: text(30),
  name: text(200),
  birthDate: text(10),
  identifier: text(100),
  number: text(30),
  purpose: text(50),
} as const;

const criteriaObject = closedObject(criteriaProperties);

/** One result row. `documentId`, `name`, `code` and `role` are null at the `exists` level. */
const searchResult = exact({
  registryNumber: { type: 'string' },
  typeId: { type: 'string' },
  family: { type: 'string' },
  registeredAt: { type: 'string' },
  inForce: { type: 'boolean' },
  documentId: { type: ['integer', 'null'] },
  name: nullableText,
  code: nullableText,
  role: nullableText,
});

/** A page of results: bounded (`capped` when more than the bound matched), with the level the roles gave. */
export const searchPage = paged(searchResult, {
  capped: { type: 'boolean' },
  sort: { type: 'string' },
  dir: { type: 'string', enum: SORT_DIRECTIONS },
  level: { type: 'string', enum: ['full', 'exists'] },
});

/** GET /search/{juridinis|fizinis|turtas|kodas}: one endpoint per tab. */
export const searchTab = (kind: (typeof SEARCH_KINDS)[number]) =>
  api.get(`/search/${kind}`, `Search the register (${kind} tab); logged`, {
    query: closedObject({ ...criteriaProperties, ...listing }),
    responses: { 200: searchPage },
  });

/** POST /search/registruoti: a registrar or the customer centre searches on behalf of a named requester. */
export const registerSearch = api.post(
  '/search/registruoti',
  'Record a search requested at the counter or by letter, on behalf of a requester with a purpose; logged',
  {
    body: closedObject(
      {
        kind: { type: 'string', enum: SEARCH_KINDS },
        criteria: criteriaObject,
        /** a code of the paieskos-tikslai classifier valid now (checked by the service: 400 errors.search_purpose_unknown) */
        purpose: { type: 'string', minLength: 1, maxLength: 50 },
        requesterName: { type: 'string', minLength: 1, maxLength: 300 },
        requesterCode: { type: 'string', maxLength: 30 },
        page: listing.page,
        pageSize: listing.pageSize,
        sort: listing.sort,
        dir: listing.dir,
      },
      ['kind', 'criteria', 'purpose', 'requesterName'],
    ),
    responses: { 200: searchPage },
  },
);

/** GET /search/entries/:id: a registered entry opened from a result, with the sections the roles grant. */
export const openSearchEntry = api.get('/search/entries/:id', 'A registered entry as the search roles allow (read-only)', {
  params: idParams,
  responses: {
    200: exact({
      id: { type: 'integer' },
      registryNumber: { type: 'string' },
      typeId: { type: 'string' },
      family: { type: 'string' },
      inForce: { type: 'boolean' },
      registeredAt: { type: 'string' },
      parties: {
        type: ['array', 'null'],
        items: exact({ role: { type: 'string' }, personType: { type: 'string' }, name: nullableText, code: nullableText }),
      },
      assets: {
        type: ['array', 'null'],
        items: exact({ kind: { type: 'string' }, identifier: { type: 'string' } }),
      },
      history: {
        type: ['array', 'null'],
        items: exact({ version: { type: 'integer' }, status: { type: 'string' }, action: { type: 'string' }, at: { type: 'string' } }),
      },
    }),
  },
});

/** One search of the log as its author sees it (mano-paieskos history). */
const loggedSearch = exact({
  id: { type: 'integer' },
  at: { type: 'string' },
  kind: { type: 'string' },
  criteria: criteriaObject,
  purpose: nullableText,
  requesterName: nullableText,
  resultCount: { type: 'integer' },
});

export const listSearchHistory = api.get('/search/history', "The user's own searches, newest first (mano-paieskos)", {
  query: pageQuery(),
  responses: { 200: paged(loggedSearch) },
});

const savedSearch = exact({
  id: { type: 'integer' },
  name: { type: 'string' },
  kind: { type: 'string' },
  criteria: criteriaObject,
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
});

export const listSavedSearches = api.get('/search/saved', "The user's saved searches (mano-paieskos)", {
  responses: { 200: exact({ items: { type: 'array', items: savedSearch } }) },
});

const savedName = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const saveSearch = api.post('/search/saved', 'Save the criteria of a search under a name', {
  body: exact({ name: savedName, kind: { type: 'string', enum: SEARCH_KINDS }, criteria: criteriaObject }),
  responses: { 201: savedSearch },
});

export const renameSavedSearch = api.patch('/search/saved/:id', 'Rename a saved search', {
  params: idParams,
  body: exact({ name: savedName }),
  responses: { 200: savedSearch },
});

export const deleteSavedSearch = api.delete('/search/saved/:id', 'Delete a saved search', { params: idParams, responses: {} });

/** GET /sav/search/about-me: who searched the signed-in person's personal code, and why. */
export const searchesAboutMe = api.get('/search/about-me', "Searches that found the signed-in person (the data subject's view of the search log)", {
  query: pageQuery(),
  responses: {
    200: paged(exact({ at: { type: 'string' }, searcher: { type: 'string' }, organisation: nullableText, purpose: nullableText, kind: { type: 'string' } })),
  },
});
