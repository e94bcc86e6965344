/**
 * The criteria of each search tab and their checks, shared by the browser (before it asks)
 * and the server (which decides). A check answers a message key (locales `errors.search_*`)
 * or the criteria in the form the index rows hold them.
 */
import { isValidLegalEntityCode, isValidPersonalCode } from '../access/personal-code.js';
import { isRegistryNumber } from '../lifecycle/registry-number.js';
import { nameKey } from './name-key.js';
import type { SearchKind } from './scopes.js';

/** What a search asks, as it arrives (query string or saved criteria). */
export interface SearchCriteria {
  code?: string;
  name?: string;
  birthDate?: string;
  identifier?: string;
  number?: string;
  purpose?: string;
}

/** The criteria in the shape of the index rows: an exact key, or a folded name prefix (with a birth date for people). */
export type IndexQuery = { by: 'code'; field: 'code'; value: string } | { by: 'name'; prefix: string; birthDate: string | null };

/** Sortable columns (the whitelist) and their default. */
export const SEARCH_SORTS = ['registeredAt', 'registryNumber', 'name'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const isSearchSort = (v: string): v is SearchSort => (SEARCH_SORTS as readonly string[]).includes(v);

/** A name prefix shorter than this is refused: it would match too much to be useful or fast. */
export const MIN_NAME_LENGTH = 3;
/** Paging is bounded: no page reaches past this many results (refine the criteria instead). */
export const MAX_RESULTS = 1000;
export const MAX_PAGE_SIZE = 50 as const;

const IDK = /^\d{14}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const IDENTIFIER = /^[\p{L}\p{N} ./:-]{2,100}$/u;

/** A purpose is a code of the `paieskos-tikslai` classifier; which codes are valid now is the server's to say (its rows, decision 0097). */
export type Checked = { ok: true; query: IndexQuery; purpose: string | null } | { ok: false; messageKey: string };

const fail = (messageKey: string): Checked => ({ ok: false, messageKey });
const trimmed = (v: string | undefined) => (v ?? '').trim();

function byName(name: string, birthDate: string | null, purpose: string | null): Checked {
  const prefix = nameKey(name);
  if (prefix.length < MIN_NAME_LENGTH) return fail('errors.search_name_too_short');
  return { ok: true, query: { by: 'name', prefix, birthDate }, purpose };
}

const byCode = (value: string, purpose: string | null): Checked => ({ ok: true, query: { by: 'code', field: 'code', value }, purpose });

/**
 * Checks the criteria of a search of `kind`.
 * @returns the index query, or the message key of the first problem
 */
export function checkCriteria(kind: SearchKind, c: SearchCriteria): Checked {
  const purposeText = trimmed(c.purpose);
  const purpose = purposeText || null;
  switch (kind) {
    case 'juridinis': {
      const code = trimmed(c.code);
      if (code) return isValidLegalEntityCode(code) ? byCode(code, purpose) : fail('errors.search_invalid_legal_entity_code');
      return trimmed(c.name) ? byName(trimmed(c.name), null, purpose) : fail('errors.search_criteria_required');
    }
    case 'fizinis': {
      const code = trimmed(c.code);
      const name = trimmed(c.name);
      if (!code && !name) return fail('errors.search_criteria_required');
      if (!purpose) return fail('errors.search_purpose_required');
      if (code) return isValidPersonalCode(code) ? byCode(code, purpose) : fail('errors.search_invalid_personal_code');
      const birthDate = trimmed(c.birthDate);
      if (!birthDate) return fail('errors.search_birth_date_required');
      if (!ISO_DATE.test(birthDate)) return fail('errors.search_invalid_birth_date');
      return byName(name, birthDate, purpose);
    }
    case 'turtas': {
      const identifier = trimmed(c.identifier);
      if (!identifier) return fail('errors.search_criteria_required');
      return IDENTIFIER.test(identifier) ? byCode(identifierKey(identifier), purpose) : fail('errors.search_invalid_identifier');
    }
    case 'kodas': {
      const number = trimmed(c.number);
      if (!number) return fail('errors.search_criteria_required');
      if (IDK.test(number) || isRegistryNumber(number)) return byCode(number, purpose);
      return fail(/^\d+$/.test(number) ? 'errors.search_invalid_idk' : 'errors.search_invalid_registry_number');
    }
  }
}

/** An asset identifier as the index holds it: upper case, without spaces (VINs, plates and unique numbers are read aloud with gaps). */
export const identifierKey = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
