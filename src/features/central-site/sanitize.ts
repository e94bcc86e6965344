/**
 * The allow-list sanitizer for the central self-service site's HTML (spec §2.3: it is
 * "sanitized before it is inserted"). The HTML is parsed by DOMParser into an inert document
 * (nothing in it runs or loads), walked, and copied into plain data — SafeNode — that React
 * renders element by element (safe-html.tsx). Nothing is ever written back as markup, so there
 * is no re-parsing step for a mutation-XSS trick to exploit.
 *
 * Kept: text; the tags of ALLOWED (lists, headings, paragraphs, inline text, links, images);
 * the attributes of ATTRIBUTES. Links only to http(s)/mailto/tel, images only from http(s),
 * both resolved against the central site's address. Dropped with everything inside:
 * script, style (CSS expressions), iframes, objects, forms and their controls, svg/math,
 * templates, meta/link/base. Dropped but their children kept: any other tag (font, center,
 * custom elements…). Every event handler (on*), style, class and id attribute is dropped —
 * ids could collide with the portal's own (#turinys) and classes would style nothing.
 */

export type SafeTag =
  'a' | 'abbr' | 'b' | 'br' | 'div' | 'em' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'i' | 'img' | 'li' | 'ol' | 'p' | 'small' | 'span' | 'strong' | 'ul';

export interface SafeElement {
  tag: SafeTag;
  /** href/src already checked and absolute; only names of ATTRIBUTES */
  attrs: Partial<Record<SafeAttribute, string>>;
  children: SafeNode[];
}

export type SafeNode = string | SafeElement;

type SafeAttribute = 'href' | 'src' | 'alt' | 'title' | 'lang' | 'width' | 'height' | 'aria-label';

/** Tags kept as they are. */
const ALLOWED = new Set<string>([
  'a',
  'abbr',
  'b',
  'br',
  'div',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'ul',
]);
/** Tags kept under another name: the page's only h1 is the portal page's own; landmarks would duplicate the portal's. */
const RENAMED: Record<string, SafeTag> = { h1: 'h2', header: 'div', footer: 'div', nav: 'div', section: 'div', article: 'div', main: 'div', aside: 'div' };
/** Tags removed together with their content. */
const DROPPED = new Set<string>([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'label',
  'fieldset',
  'svg',
  'math',
  'meta',
  'link',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
  'portal',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
]);
const TEXT_ATTRIBUTES: readonly SafeAttribute[] = ['alt', 'title', 'lang', 'aria-label'];
const NUMBER = /^\d{1,4}$/;
const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Generous limits: a header or menu is small; anything larger is cut, not rendered. */
const MAX_DEPTH = 32;
const MAX_NODES = 2_000;

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * An address resolved against `base`, or null unless its protocol is allowed. The WHATWG URL
 * parser strips and removes exactly what browsers ignore ("java\tscript:", leading controls),
 * so the protocol checked is the one a browser would follow.
 */
export function safeUrl(raw: string, base: string, protocols: ReadonlySet<string> = LINK_PROTOCOLS): string | null {
  // an empty address would resolve to the page it came from: it leads nowhere
  if (raw.trim() === '') return null;
  try {
    const url = new URL(raw, base);
    return protocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

interface Budget {
  nodes: number;
}

function attributesOf(element: Element, tag: SafeTag, base: string): SafeElement['attrs'] | null {
  const attrs: SafeElement['attrs'] = {};
  for (const name of TEXT_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'lang' && !LANG.test(value)) continue;
    attrs[name] = value.slice(0, 300);
  }
  if (tag === 'a') {
    const href = element.getAttribute('href');
    const safe = href === null ? null : safeUrl(href, base);
    if (safe) attrs.href = safe;
  }
  if (tag === 'img') {
    const src = element.getAttribute('src');
    const safe = src === null ? null : safeUrl(src, base, IMAGE_PROTOCOLS);
    // an image without a safe source is nothing at all
    if (!safe) return null;
    attrs.src = safe;
    attrs.alt ??= '';
    for (const name of ['width', 'height'] as const) {
      const value = element.getAttribute(name);
      if (value !== null && NUMBER.test(value)) attrs[name] = value;
    }
  }
  return attrs;
}

function copyChildren(parent: Node, base: string, depth: number, budget: Budget): SafeNode[] {
  const out: SafeNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    if (budget.nodes >= MAX_NODES) break;
    budget.nodes += 1;
    if (child.nodeType === 3) {
      const text = child.textContent ?? '';
      if (text) out.push(text);
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions, CDATA
    const element = child as Element;
    // HTML tags are case-insensitive; namespaced (svg/math) ones have a prefix or another namespace
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    const name = element.localName.toLowerCase();
    if (DROPPED.has(name)) continue;
    if (depth >= MAX_DEPTH) continue;
    const tag: SafeTag | undefined = ALLOWED.has(name) ? (name as SafeTag) : RENAMED[name];
    const children = tag === 'br' || tag === 'img' ? [] : copyChildren(element, base, depth + 1, budget);
    if (!tag) {
      out.push(...children); // unknown wrapper: keep what it says, not what it is
      continue;
    }
    const attrs = attributesOf(element, tag, base);
    if (attrs) out.push({ tag, attrs, children });
  }
  return out;
}

/** The children of `root` (a node of an inert DOMParser document) as safe data. */
export function sanitizeChildren(root: Node, base: string): SafeNode[] {
  return copyChildren(root, base, 0, { nodes: 0 });
}

/** Parses an HTML string and returns its body's content as safe data. */
export function sanitizeHtml(html: string, base: string): SafeNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return sanitizeChildren(doc.body, base);
}

/** The visible text of safe data (labels of links, the basket's name). */
export function textOf(nodes: readonly SafeNode[]): string {
  return nodes
    .map((node) => (typeof node === 'string' ? node : node.tag === 'img' ? (node.attrs.alt ?? '') : textOf(node.children)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
