/** The list query of an administration page kept in its URL: read one value of a closed list, write changes (back to page 1 unless kept). */
import type { SetURLSearchParams } from 'react-router';

export const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A positive page number from the URL, else 1. */
export const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** Writes `changes` into the URL (null or '' removes one); a change other than the page goes back to page 1 (`pageParam` removed). */
export const updateQuery = (setSearch: SetURLSearchParams, changes: Record<string, string | null>, keepPage = false, pageParam = 'page') =>
  setSearch((prev) => {
    const next = new URLSearchParams(prev);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    if (!keepPage) next.delete(pageParam);
    return next;
  });
