/**
 * Renders sanitized central-site content (sanitize.ts) as React elements, one by one: no
 * innerHTML, so nothing but the allowed tags and checked attributes can reach the page.
 * Links to the central site leave the portal in the same tab; they never carry the referrer
 * or a window handle back to us.
 */
import { createElement, type ReactNode } from 'react';
import type { SafeNode } from './sanitize';

function render(node: SafeNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, string | number> = { key, ...node.attrs };
  if (node.tag === 'a' && node.attrs.href) props.rel = 'noopener noreferrer';
  if (node.tag === 'img') {
    props.referrerPolicy = 'no-referrer';
    props.loading = 'lazy';
    return createElement('img', props);
  }
  if (node.tag === 'br') return createElement('br', props);
  return createElement(node.tag, props, ...node.children.map(render));
}

export function SafeHtml({ nodes }: { nodes: readonly SafeNode[] }) {
  return <>{nodes.map(render)}</>;
}
