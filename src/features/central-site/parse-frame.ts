/**
 * Reads the central self-service site's answers (spec §2.3, §7): menu.do gives the header,
 * the central menu, the breadcrumb prefix, the basket and the home link; footer.do the footer.
 * An answer without the frame marker is "unrecognised" (null): spec §8 makes that a login
 * error at first load and a session error later (use-central-frame.ts decides which).
 * The markers are src/domain/central-site-markup.ts; a real central site's markup is mapped
 * here, in this one file. Everything shown passes sanitize.ts first.
 */
import { BASKET_COUNT_ATTRIBUTE, MARK, MARK_ATTRIBUTE } from '../../domain/central-site-markup';
import { safeUrl, sanitizeChildren, type SafeNode } from './sanitize';

export interface CentralLink {
  text: string;
  href: string;
}

export interface CentralFrame {
  /** the central site's top bar */
  header: SafeNode[];
  /** the central site's own menu items (the portal's left menu adds them to its own) */
  menu: CentralLink[];
  /** the central part of the breadcrumb, before the portal's own crumbs */
  breadcrumbs: CentralLink[];
  /** the basket (cart) with the number of items in it */
  basket: (CentralLink & { count: number }) | null;
  home: CentralLink | null;
}

const MAX_LINKS = 30;
const MAX_TEXT = 120;

const select = (root: ParentNode, mark: string) => root.querySelector(`[${MARK_ATTRIBUTE}="${mark}"]`);
const plainText = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);

function linkOf(element: Element | null, base: string): CentralLink | null {
  if (!element) return null;
  const href = safeUrl(element.getAttribute('href') ?? '', base);
  const text = plainText(element);
  return href && text ? { text, href } : null;
}

function linksIn(container: Element | null, base: string): CentralLink[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll('a'))
    .map((a) => linkOf(a, base))
    .filter((link): link is CentralLink => link !== null)
    .slice(0, MAX_LINKS);
}

function basketOf(element: Element | null, base: string): CentralFrame['basket'] {
  const link = linkOf(element, base);
  if (!link || !element) return null;
  const raw = element.getAttribute(BASKET_COUNT_ATTRIBUTE) ?? '';
  const count = /^\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
  return { ...link, count };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/**
 * The frame in a menu.do answer, or null when the answer is not one (no frame marker).
 * @param html the answer's body
 * @param base the address it came from: relative links resolve against it
 */
export function parseMenu(html: string, base: string): CentralFrame | null {
  const root = select(parse(html), MARK.frame);
  if (!root) return null;
  const header = select(root, MARK.header);
  return {
    header: header ? sanitizeChildren(header, base) : [],
    menu: linksIn(select(root, MARK.menu), base),
    breadcrumbs: linksIn(select(root, MARK.breadcrumbs), base),
    basket: basketOf(select(root, MARK.basket), base),
    home: linkOf(select(root, MARK.home), base),
  };
}

/** The footer in a footer.do answer, or null when the answer has no footer marker. */
export function parseFooter(html: string, base: string): SafeNode[] | null {
  const root = select(parse(html), MARK.footer);
  return root ? sanitizeChildren(root, base) : null;
}
