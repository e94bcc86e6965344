/**
 * The search service (app.registrySearch; Fastify's own app.search is the SEARCH method). Every search runs in stages:
 * 1. scope: the level the roles give on the tab (decision 0060), else 403;
 * 2. criteria, history flag, sort and page bound, else 4xx — nothing logged;
 * 3. the bounded count and page of the index rows (api/modules/items/search-index.ts keeps them);
 * 4. one append-only log row (who, when, criteria, purpose, requester, result count) with the
 *    natural persons the search found — in the transaction of step 3 —, then the answer at the
 *    role's level. Opening an entry is logged the same way (kind `irasas`, decision 0100).
 */
import { isValidPersonalCode } from '../../../src/domain/access/personal-code.js';
import { checkCriteria, isSearchSort, MAX_RESULTS, type SearchCriteria } from '../../../src/domain/search/criteria.js';
import {
  entrySections,
  mayRegisterSearch,
  OPENED_ENTRY,
  resultLevel,
  seesHistory,
  type ResultLevel,
  type SearchKind,
} from '../../../src/domain/search/scopes.js';
import { SEARCH_PURPOSE_CLASSIFIER } from '../../../src/domain/classifiers/classifiers.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import type { SessionUser } from '../../plugins/access.js';
import * as repo from './repository.js';
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import type { listSearchHistory, openSearchEntry, registerSearch, saveSearch, searchesAboutMe } from '../../../src/domain/contracts/search.js';
import { servicePlugin } from '../../lib/service-plugin.js';

/** What a tab's query asks beyond its criteria (the wire's paging, sort and history flag). */
interface SearchAsk {
  criteria: SearchCriteria;
  page: number;
  pageSize: number;
  sort?: string;
  dir: 'asc' | 'desc';
  history: number;
}

/** Who asked for a search registered on their behalf (registruoti). */
interface Requester {
  name: string;
  code: string | null;
}

// the answers are the contracts' (src/domain/contracts/search.ts), never restated here
type SearchPage = ResponseOf<typeof registerSearch>;
type EntryView = ResponseOf<typeof openSearchEntry>;
type History = ResponseOf<typeof listSearchHistory>;
type AboutMe = ResponseOf<typeof searchesAboutMe>;
type SavedView = ResponseOf<typeof saveSearch>;
type Criteria = SavedView['criteria'];

interface SearchService {
  run(user: SessionUser, kind: SearchKind, ask: SearchAsk): Promise<SearchPage>;
  /** registruoti: a search on behalf of `requester`, with a purpose (registrars and the customer centre). */
  runFor(user: SessionUser, kind: SearchKind, ask: SearchAsk, requester: Requester): Promise<SearchPage>;
  open(user: SessionUser, id: number): Promise<EntryView>;
  history(user: SessionUser, page: number, pageSize: number): Promise<History>;
  aboutMe(user: SessionUser, page: number, pageSize: number): Promise<AboutMe>;
  saved(user: SessionUser): Promise<SavedView[]>;
  save(user: SessionUser, v: { name: string; kind: SearchKind; criteria: SearchCriteria }): Promise<SavedView>;
  rename(user: SessionUser, id: number, name: string): Promise<SavedView>;
  remove(user: SessionUser, id: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registrySearch: SearchService;
  }
}

/** The criteria as given, without empty fields (what the log and a saved search keep). */
const given = (c: SearchCriteria): Criteria =>
  Object.fromEntries(
    Object.entries(c)
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );

/** A saved search's name, trimmed; blank is bad input. */
function savedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('errors.saved_search_name_required');
  return trimmed;
}

const savedView = (r: { id: number; name: string; kind: string; criteria: string; created_at: string; updated_at: string }): SavedView => ({
  id: Number(r.id),
  name: r.name,
  kind: r.kind,
  criteria: JSON.parse(r.criteria) as Criteria,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export default servicePlugin(
  'registrySearch',
  async (app, db) => {
    const now = () => app.clock.now().toISOString();
    const actorOf = (user: SessionUser) => ({ at: now(), userId: user.userId, face: user.face, actorName: user.displayName, officeId: user.officeId });

    /** The criteria checked (src/domain/search/criteria.ts), and the purpose a value of the classifier valid now (decision 0097), else 400. */
    async function checkedCriteria(kind: SearchKind, criteria: SearchCriteria) {
      const checked = checkCriteria(kind, criteria);
      if (!checked.ok) throw badRequest(checked.messageKey);
      if (checked.purpose !== null && !(await app.classifiers.isCurrent(SEARCH_PURPOSE_CLASSIFIER, checked.purpose)))
        throw badRequest('errors.search_purpose_unknown');
      return checked;
    }

    async function search(user: SessionUser, kind: SearchKind, ask: SearchAsk, level: ResultLevel | null, requester: Requester | null): Promise<SearchPage> {
      // 1. scope
      if (level === null) throw forbidden('errors.search_not_allowed');
      // 2. the ask
      const checked = await checkedCriteria(kind, ask.criteria);
      if (requester && !requester.name.trim()) throw badRequest('errors.search_requester_required');
      if (ask.history === 1 && (user.face === 'portal' || !seesHistory(user.roles))) throw forbidden('errors.search_history_not_allowed');
      const sort = ask.sort ?? (checked.query.by === 'name' ? 'name' : 'registeredAt');
      if (!isSearchSort(sort)) throw badRequest('errors.search_unknown_sort');
      const offset = (ask.page - 1) * ask.pageSize;
      if (offset + ask.pageSize > MAX_RESULTS) throw badRequest('errors.search_page_too_deep');
      // 3. count and page, 4. the log: one transaction, so the log records exactly what was answered
      const s: repo.IndexSearch = {
        kind,
        query: checked.query,
        withHistory: ask.history === 1,
        sort,
        dir: ask.dir,
        offset,
        limit: ask.pageSize,
        cap: MAX_RESULTS,
        perEntry: level === 'exists',
      };
      const full = level === 'full';
      const { counted, rows } = await inTransaction(db, async (trx) => {
        const counted = await repo.countMatches(trx, s);
        if (ask.page > 1 && offset >= counted) throw badRequest('errors.search_page_past_end');
        const rows = await repo.pageOfMatches(trx, s);
        // the natural persons found or asked for: at the exists level too, which shows them to nobody but still touched them
        const subjects = new Set<string>();
        if (kind === 'fizinis') {
          if (checked.query.by === 'code') subjects.add(checked.query.value);
          const codes = full
            ? rows.map((r) => r.code)
            : await repo.matchedCodes(
                trx,
                s,
                rows.map((r) => r.document_id),
              );
          for (const code of codes) if (code && isValidPersonalCode(code)) subjects.add(code);
        }
        await repo.appendLog(trx, {
          ...actorOf(user),
          kind,
          criteria: given(ask.criteria),
          purpose: checked.purpose,
          requesterName: requester?.name ?? null,
          requesterCode: requester?.code ?? null,
          resultCount: Math.min(counted, MAX_RESULTS),
          subjects: [...subjects],
        });
        return { counted, rows };
      });
      const total = Math.min(counted, MAX_RESULTS);
      return {
        total,
        capped: counted > MAX_RESULTS,
        page: ask.page,
        pageSize: ask.pageSize,
        sort,
        dir: ask.dir,
        level,
        items: rows.map((r) => ({
          registryNumber: r.registry_number,
          typeId: r.type_id,
          family: r.family,
          registeredAt: r.registered_at,
          inForce: Number(r.in_force) === 1,
          documentId: full ? r.document_id : null,
          name: full ? r.name : null,
          code: full ? r.code : null,
          role: full ? r.role : null,
        })),
      };
    }

    async function ownSaved(user: SessionUser, id: number) {
      const row = await repo.savedById(db, id, user.userId, user.face);
      if (!row) throw notFound('errors.saved_search_not_found');
      return savedView(row);
    }

    return {
      run: (user, kind, ask) => search(user, kind, ask, resultLevel(user.roles, kind, user.face), null),

      runFor: (user, kind, ask, requester) => search(user, kind, ask, mayRegisterSearch(user.roles) ? 'full' : null, requester),

      async open(user, id) {
        const sections = user.face === 'workplace' ? entrySections(user.roles) : null;
        if (!sections) throw forbidden('errors.search_entry_not_allowed');
        // the read is a use of the data as much as the search: logged with the persons it shows, in the read's transaction
        return inTransaction(db, async (trx) => {
          const rows = await repo.entryRows(trx, id);
          const head = rows[0];
          // drafts, notices, other families and (without the history role) deregistered entries are not found
          if (!head || (Number(head.in_force) !== 1 && !sections.history)) throw notFound('errors.search_entry_not_found');
          const persons = rows.filter((r) => r.kind === 'fizinis' && r.code !== null && isValidPersonalCode(r.code)).map((r) => r.code!);
          await repo.appendLog(trx, {
            ...actorOf(user),
            kind: OPENED_ENTRY,
            criteria: { number: head.registry_number },
            purpose: null,
            requesterName: null,
            requesterCode: null,
            resultCount: 1,
            subjects: [...new Set(persons)],
          });
          return {
            id,
            registryNumber: head.registry_number,
            typeId: head.type_id,
            family: head.family,
            inForce: Number(head.in_force) === 1,
            registeredAt: head.registered_at,
            parties: sections.parties
              ? rows
                  .filter((r) => r.kind === 'fizinis' || r.kind === 'juridinis')
                  .map((r) => ({ role: r.role, personType: r.kind, name: r.name, code: r.code }))
              : null,
            assets: sections.assets ? rows.filter((r) => r.kind === 'turtas').map((r) => ({ kind: r.role, identifier: r.code ?? '' })) : null,
            history: sections.history
              ? (await repo.versionsOf(trx, id)).map((v) => ({ version: Number(v.version), status: v.status, action: v.action, at: v.at }))
              : null,
          };
        });
      },

      async history(user, page, pageSize) {
        const { total, rows } = await repo.logOfUser(db, user.userId, user.face, (page - 1) * pageSize, pageSize);
        return {
          total,
          page,
          pageSize,
          items: rows.map((r) => ({
            id: Number(r.id),
            at: r.at,
            kind: r.kind,
            criteria: JSON.parse(r.criteria) as Criteria,
            purpose: r.purpose,
            requesterName: r.requester_name,
            resultCount: Number(r.result_count),
          })),
        };
      },

      async aboutMe(user, page, pageSize) {
        if (!user.personCode) return { total: 0, page, pageSize, items: [] };
        const { total, rows } = await repo.logAboutPerson(db, user.personCode, { page: { offset: (page - 1) * pageSize, limit: pageSize } });
        return {
          total,
          page,
          pageSize,
          items: rows.map((r) => ({ at: r.at, searcher: r.actor_name, organisation: r.actor_office, purpose: r.purpose, kind: r.kind })),
        };
      },

      saved: async (user) => (await repo.savedOfUser(db, user.userId, user.face)).map(savedView),

      async save(user, v) {
        if (resultLevel(user.roles, v.kind, user.face) === null && !mayRegisterSearch(user.roles)) throw forbidden('errors.search_not_allowed');
        await checkedCriteria(v.kind, v.criteria);
        const id = await repo.insertSaved(db, {
          userId: user.userId,
          face: user.face,
          name: savedName(v.name),
          kind: v.kind,
          criteria: given(v.criteria),
          at: now(),
        });
        return ownSaved(user, id);
      },

      async rename(user, id, name) {
        if (!(await repo.renameSaved(db, id, user.userId, user.face, savedName(name), now()))) throw notFound('errors.saved_search_not_found');
        return ownSaved(user, id);
      },

      async remove(user, id) {
        if (!(await repo.deleteSaved(db, id, user.userId, user.face))) throw notFound('errors.saved_search_not_found');
      },
    } satisfies SearchService;
  },
  { name: 'search-service', dependencies: ['db', 'classifiers-service'] },
);
