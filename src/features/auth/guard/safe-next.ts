/**
 * The `next` query value: where to go after signing in or consenting. Only a path of this
 * site is accepted ('/x', not '//host' or 'https://…'), so a crafted link cannot send a
 * freshly signed-in user to another site (open redirect).
 */
export const NEXT_PARAM = 'next';

/** The path to continue to, or null when `next` is missing or not a local path. */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // The sign-in pages themselves are no place to continue to.
  if (/^\/(login|ipasas|sutikimas)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** `/login?next=…` and the like; home ('/') needs no `next`. */
export function withNext(path: string, next: string | null): string {
  const target = safeNext(next);
  return target && target !== '/' ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: target }).toString()}` : path;
}
