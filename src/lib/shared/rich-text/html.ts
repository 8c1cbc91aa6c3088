import type { TreeNode } from './tree';

// A document's element tree (./tree.ts) as an HTML string, for the feed: every text and attribute
// escaped, image addresses made absolute so a feed reader can load them.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const VOID = new Set(['img', 'br']);

export function treeToHtml(nodes: TreeNode[], absolute: (url: string) => string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeHtml(node);
      const attrs = Object.entries(node.attrs ?? {})
        .map(([name, value]) => {
          const resolved =
            (name === 'src' || name === 'href') && value.startsWith('/') ? absolute(value) : value;
          return ` ${name}="${escapeHtml(resolved)}"`;
        })
        .join('');
      if (VOID.has(node.tag)) return `<${node.tag}${attrs}>`;
      return `<${node.tag}${attrs}>${treeToHtml(node.children ?? [], absolute)}</${node.tag}>`;
    })
    .join('');
}
