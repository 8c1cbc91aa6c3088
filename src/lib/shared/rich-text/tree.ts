import { slugify } from '@/lib/shared/slug';
import { plainInline, type BlockNode, type InlineNode, type Mark, type RichDoc } from './document';

// A sanitised document as a tree of plain elements, the one place that decides which tag and which
// attributes each node becomes. The public page turns it into React elements (its images through
// the optimised <Image>), the feed into an HTML string (./html.ts). Headings get anchors for the
// table of contents ('Neste artigo').

export interface Element {
  tag: 'p' | 'h2' | 'h3' | 'ul' | 'ol' | 'li' | 'blockquote' | 'img' | 'strong' | 'em' | 'a' | 'br';
  attrs?: Record<string, string>;
  children?: TreeNode[];
  /** An image marked 'Imagem decorativa' (its alt is ""): not an HTML attribute. */
  decorative?: true;
}
export type TreeNode = Element | string;

export interface HeadingEntry {
  level: 2 | 3;
  id: string;
  text: string;
}

export interface Tree {
  nodes: TreeNode[];
  /** Every heading in document order, with its anchor. */
  headings: HeadingEntry[];
}

/** The rel of links that leave the site. */
export const EXTERNAL_REL = 'noopener noreferrer';

/** Whether a link leaves the site: an absolute http(s) address on another origin. */
function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^https?:/i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

class TreeBuilder {
  readonly headings: HeadingEntry[] = [];
  private readonly used = new Set<string>();
  constructor(private readonly siteOrigin: string) {}

  private anchor(text: string): string {
    const base = `secao-${slugify(text, 60) || 'sem-titulo'}`;
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }

  private link(mark: Extract<Mark, { type: 'link' }>, children: TreeNode[]): Element {
    const { href } = mark.attrs;
    const attrs: Record<string, string> = { href };
    if (isExternal(href, this.siteOrigin)) attrs.rel = EXTERNAL_REL;
    return { tag: 'a', attrs, children };
  }

  inline(nodes: InlineNode[] | undefined): TreeNode[] {
    return (nodes ?? []).map((node) => {
      if (node.type === 'hardBreak') return { tag: 'br' };
      let out: TreeNode = node.text;
      // Bold and italic inside, the link outside: one <a> around the formatted words.
      for (const mark of node.marks ?? []) if (mark.type === 'italic') out = { tag: 'em', children: [out] };
      for (const mark of node.marks ?? []) if (mark.type === 'bold') out = { tag: 'strong', children: [out] };
      for (const mark of node.marks ?? []) if (mark.type === 'link') out = this.link(mark, [out]);
      return out;
    });
  }

  block(node: BlockNode): Element {
    switch (node.type) {
      case 'paragraph':
        return { tag: 'p', children: this.inline(node.content) };
      case 'heading': {
        const text = plainInline(node.content);
        const id = this.anchor(text);
        this.headings.push({ level: node.attrs.level, id, text });
        return {
          tag: node.attrs.level === 2 ? 'h2' : 'h3',
          attrs: { id },
          children: this.inline(node.content),
        };
      }
      case 'bulletList':
      case 'orderedList': {
        const items: Element[] = node.content.map((item) => ({
          tag: 'li',
          children: this.blocks(item.content),
        }));
        if (node.type === 'bulletList') return { tag: 'ul', children: items };
        const attrs = node.attrs.start !== 1 ? { start: String(node.attrs.start) } : undefined;
        return { tag: 'ol', attrs, children: items };
      }
      case 'blockquote':
        return { tag: 'blockquote', children: this.blocks(node.content) };
      case 'image': {
        const { src, alt, width, height, decorative } = node.attrs;
        // A decorative image is skipped by screen readers: alt="" whatever its description says.
        const attrs: Record<string, string> = { src, alt: decorative ? '' : alt };
        if (width && height) Object.assign(attrs, { width: String(width), height: String(height) });
        return decorative ? { tag: 'img', attrs, decorative } : { tag: 'img', attrs };
      }
    }
  }

  blocks(nodes: BlockNode[]): Element[] {
    return nodes.map((node) => this.block(node));
  }
}

/** The document as elements, and its headings with their anchors. */
export function toTree(doc: RichDoc, siteOrigin: string): Tree {
  const builder = new TreeBuilder(siteOrigin);
  const nodes = builder.blocks(doc.content);
  return { nodes, headings: builder.headings };
}
