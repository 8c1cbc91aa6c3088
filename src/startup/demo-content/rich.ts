import type { BlockNode, InlineNode, ListItem, Mark, RichDoc } from '@/lib/shared/rich-text/document';

// Small builders for the demo posts' rich text (the editor's JSON): headings, paragraphs with bold,
// italic and links, lists and quotes.

type Inline = string | InlineNode;

const inline = (parts: Inline[]): InlineNode[] =>
  parts.map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));

const marked = (text: string, ...marks: Mark[]): InlineNode => ({ type: 'text', text, marks });

export const bold = (text: string) => marked(text, { type: 'bold' });
export const italic = (text: string) => marked(text, { type: 'italic' });
export const link = (text: string, href: string) => marked(text, { type: 'link', attrs: { href } });

export const p = (...parts: Inline[]): BlockNode => ({ type: 'paragraph', content: inline(parts) });
export const h2 = (text: string): BlockNode => ({
  type: 'heading',
  attrs: { level: 2 },
  content: inline([text]),
});
export const h3 = (text: string): BlockNode => ({
  type: 'heading',
  attrs: { level: 3 },
  content: inline([text]),
});

const items = (entries: Inline[][]): ListItem[] =>
  entries.map((parts) => ({ type: 'listItem', content: [p(...parts)] }));
export const ul = (...entries: Inline[][]): BlockNode => ({ type: 'bulletList', content: items(entries) });
export const ol = (...entries: Inline[][]): BlockNode => ({
  type: 'orderedList',
  attrs: { start: 1 },
  content: items(entries),
});
export const quote = (...parts: Inline[]): BlockNode => ({ type: 'blockquote', content: [p(...parts)] });

export const doc = (...content: BlockNode[]): RichDoc => ({ type: 'doc', content });
