// A post's rich text (issue 21, ADR 0013): the JSON the admin editor (Tiptap) produces, limited to
// an allowlist of node types, marks and attributes. Whatever comes in (the editor, a pasted page,
// a hand-made request) goes through `sanitizeDoc` on save and again before it is rendered: what is
// not on the list is dropped, links keep only http(s), mailto, tel or a path on this site, images
// only an address of the site's own storage. Browser-safe: the form's schema uses it too.

export type LinkMark = { type: 'link'; attrs: { href: string } };
export type Mark = { type: 'bold' } | { type: 'italic' } | LinkMark;
export type TextNode = { type: 'text'; text: string; marks?: Mark[] };
export type InlineNode = TextNode | { type: 'hardBreak' };
export type Paragraph = { type: 'paragraph'; content?: InlineNode[] };
export type Heading = { type: 'heading'; attrs: { level: 2 | 3 }; content?: InlineNode[] };
export type ListItem = { type: 'listItem'; content: BlockNode[] };
export type BulletList = { type: 'bulletList'; content: ListItem[] };
export type OrderedList = { type: 'orderedList'; attrs: { start: number }; content: ListItem[] };
export type Blockquote = { type: 'blockquote'; content: BlockNode[] };
export type ImageNode = {
  type: 'image';
  /**
   * width and height: the stored file's pixels, when known (so the page keeps its place);
   * decorative: 'Imagem decorativa' (issue 33), shown with alt="" and needing no description.
   */
  attrs: { src: string; alt: string; width?: number; height?: number; decorative?: true };
};
export type BlockNode = Paragraph | Heading | BulletList | OrderedList | Blockquote | ImageNode;
export type RichDoc = { type: 'doc'; content: BlockNode[] };

/** Limits against hostile documents: nesting (lists in quotes in lists…) and the number of nodes. */
export const MAX_DEPTH = 12;
export const MAX_NODES = 20_000;
/** The longest image description (alt text). */
export const IMAGE_ALT_MAX = 300;
const HREF_MAX = 2048;
const START_MAX = 100_000;
const PIXELS_MAX = 20_000;

/** A whole number of pixels, or undefined. */
function pixels(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= PIXELS_MAX ? number : undefined;
}

export interface SanitizeOptions {
  /** Whether an image address is one of the site's own stored uploads. */
  isAllowedImage: (src: string) => boolean;
}

/** An empty document (the editor shows one empty paragraph). */
export const emptyDoc = (): RichDoc => ({ type: 'doc', content: [] });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const childrenOf = (node: Json): unknown[] => (Array.isArray(node.content) ? node.content : []);
const attrsOf = (node: Json): Json => (isObject(node.attrs) ? node.attrs : {});

/** Text without NUL or other control characters (a line break is its own node). */
const cleanText = (text: string) =>
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/[\n\t\r]/g, ' ');

/**
 * Whether a link may be kept: http(s), mailto, tel, or a path on this site ('/contato', not
 * '//elsewhere'). Anything else (javascript:, data:, vbscript:, file:…) is dropped.
 */
export function isAllowedHref(href: string): boolean {
  if (href.length > HREF_MAX || /[\u0000-\u001f\s]/.test(href)) return false;
  if (/^\/(?![/\\])/.test(href)) return true;
  if (/^(mailto|tel):[^\s]+$/i.test(href)) return true;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

function sanitizeMarks(value: unknown): Mark[] {
  if (!Array.isArray(value)) return [];
  const marks: Mark[] = [];
  for (const mark of value.slice(0, 10)) {
    if (!isObject(mark)) continue;
    if ((mark.type === 'bold' || mark.type === 'italic') && !marks.some((m) => m.type === mark.type))
      marks.push({ type: mark.type });
    const href = attrsOf(mark).href;
    if (mark.type === 'link' && typeof href === 'string' && !marks.some((m) => m.type === 'link')) {
      const trimmed = href.trim();
      if (isAllowedHref(trimmed)) marks.push({ type: 'link', attrs: { href: trimmed } });
    }
  }
  return marks;
}

/** Walks a document with a budget of nodes; nothing past MAX_DEPTH or the budget is kept. */
class Sanitizer {
  private budget = MAX_NODES;
  constructor(private readonly options: SanitizeOptions) {}

  private take(): boolean {
    this.budget -= 1;
    return this.budget >= 0;
  }

  inline(nodes: unknown[]): InlineNode[] {
    const out: InlineNode[] = [];
    for (const node of nodes) {
      if (!isObject(node) || !this.take()) continue;
      if (node.type === 'hardBreak') out.push({ type: 'hardBreak' });
      if (node.type !== 'text' || typeof node.text !== 'string') continue;
      const text = cleanText(node.text);
      if (!text) continue;
      const marks = sanitizeMarks(node.marks);
      out.push(marks.length ? { type: 'text', text, marks } : { type: 'text', text });
    }
    return out;
  }

  private textBlock<T extends Paragraph | Heading>(node: T, source: Json): T {
    const content = this.inline(childrenOf(source));
    return content.length ? { ...node, content } : node;
  }

  private listItems(nodes: unknown[], depth: number): ListItem[] {
    const items: ListItem[] = [];
    for (const node of nodes) {
      if (!isObject(node) || node.type !== 'listItem' || !this.take()) continue;
      const content = this.blocks(childrenOf(node), depth + 1).filter((block) => block.type !== 'image');
      // A list item starts with a paragraph (the editor's schema).
      if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
      items.push({ type: 'listItem', content });
    }
    return items;
  }

  block(node: Json, depth: number): BlockNode | null {
    switch (node.type) {
      case 'paragraph':
        return this.textBlock({ type: 'paragraph' }, node);
      case 'heading': {
        const level = Number(attrsOf(node).level);
        // Pasted h1 becomes h2, h4–h6 become h3: the page's own title is the only h1.
        return this.textBlock({ type: 'heading', attrs: { level: level <= 2 ? 2 : 3 } }, node);
      }
      case 'bulletList':
      case 'orderedList': {
        const content = this.listItems(childrenOf(node), depth);
        if (!content.length) return null;
        if (node.type === 'bulletList') return { type: 'bulletList', content };
        const start = Math.trunc(Number(attrsOf(node).start));
        const safeStart = Number.isFinite(start) && start >= 1 && start <= START_MAX ? start : 1;
        return { type: 'orderedList', attrs: { start: safeStart }, content };
      }
      case 'blockquote': {
        const content = this.blocks(childrenOf(node), depth + 1);
        return { type: 'blockquote', content: content.length ? content : [{ type: 'paragraph' }] };
      }
      case 'image': {
        const { src, alt, width, height, decorative } = attrsOf(node);
        if (typeof src !== 'string' || !this.options.isAllowedImage(src)) return null;
        const text = typeof alt === 'string' ? cleanText(alt).trim().slice(0, IMAGE_ALT_MAX) : '';
        const size = pixels(width) && pixels(height) ? { width: pixels(width), height: pixels(height) } : {};
        const mark = decorative === true ? { decorative: true as const } : {};
        return { type: 'image', attrs: { src, alt: text, ...size, ...mark } };
      }
      default:
        return null; // not on the list: dropped with what it holds
    }
  }

  blocks(nodes: unknown[], depth: number): BlockNode[] {
    if (depth > MAX_DEPTH) return [];
    const out: BlockNode[] = [];
    for (const node of nodes) {
      if (!isObject(node) || !this.take()) continue;
      const block = this.block(node, depth);
      if (block) out.push(block);
    }
    return out;
  }
}

/** The document with only the allowed nodes, marks and attributes (anything else is empty). */
export function sanitizeDoc(value: unknown, options: SanitizeOptions): RichDoc {
  if (!isObject(value) || value.type !== 'doc') return emptyDoc();
  return { type: 'doc', content: new Sanitizer(options).blocks(childrenOf(value), 1) };
}

/** Plain text as paragraphs, one per line (how posts were written before rich text). */
export function docFromPlainText(text: string): RichDoc {
  const content: BlockNode[] = text
    .split(/\r?\n/)
    .map((line) => cleanText(line).trim())
    .filter(Boolean)
    .map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] }));
  return { type: 'doc', content };
}

function inlineText(nodes: InlineNode[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

/** The text of a list of blocks, one line per paragraph, heading or list item (images have none). */
function blocksText(blocks: BlockNode[], lines: string[]) {
  for (const block of blocks) {
    if (block.type === 'paragraph' || block.type === 'heading') lines.push(inlineText(block.content));
    else if (block.type === 'blockquote') blocksText(block.content, lines);
    else if (block.type === 'bulletList' || block.type === 'orderedList')
      for (const item of block.content) blocksText(item.content, lines);
  }
}

/**
 * The plain text of a document (search, reading time, the OAB check, JSON-LD): one line per
 * block, empty lines left out.
 */
export function textOf(doc: RichDoc): string {
  const lines: string[] = [];
  blocksText(doc.content, lines);
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** The inline text of a heading or paragraph (a heading's anchor and its entry in the contents). */
export const plainInline = (nodes: InlineNode[] | undefined) => inlineText(nodes).replace(/\n/g, ' ').trim();
