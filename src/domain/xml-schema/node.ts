/** A tiny XML tree for writing XSD and HTML: elements with attributes, children or text. */
export interface XNode {
  tag: string;
  attrs?: Record<string, string | number | undefined>;
  children?: XNode[];
  text?: string;
}

export const x = (tag: string, attrs: XNode['attrs'] = {}, children: XNode[] = []): XNode => ({ tag, attrs, children });

export const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The node as indented text (two spaces a level; text nodes inline). */
export function render(node: XNode, depth = 0): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  if (node.text !== undefined) return `${pad}<${node.tag}${attrs}>${escapeXml(node.text)}</${node.tag}>`;
  const children = node.children ?? [];
  if (children.length === 0) return `${pad}<${node.tag}${attrs}/>`;
  return [`${pad}<${node.tag}${attrs}>`, ...children.map((c) => render(c, depth + 1)), `${pad}</${node.tag}>`].join('\n');
}
