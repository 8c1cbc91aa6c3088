// The accessibility guidance for a post's rich text (issue 33 §3; WCAG 2.2 AA, ABNT NBR 17225): a
// heading level skipped, a link whose text says nothing alone, an image without a description, a
// table without a header row, text written in capitals. Each finding says what is wrong and how to
// fix it. Browser-safe and pure: the editor runs it while typing, the server on save (where only the
// missing image description refuses the save) and /admin/conformidade on every post.
//
// It reads the editor's JSON loosely (any Tiptap document, tables and every heading level included),
// so a document is checked the same before and after the sanitiser (src/lib/shared/rich-text).

export type AccessibilityKind = 'heading-skip' | 'vague-link' | 'image-alt' | 'table-header' | 'capitals';

export interface AccessibilityFinding {
  kind: AccessibilityKind;
  /** The text as written (a heading, a link's words, an image's address), to find it in the text. */
  found: string;
  /** What is wrong and how to fix it, in Portuguese. */
  message: string;
  /** Whether it refuses the save (only an image without a description). */
  blocking: boolean;
}

/** The refusal of a save whose text has an image without a description (and its finding). */
export const IMAGE_ALT_REQUIRED = 'Descreva a imagem (texto alternativo) ou marque-a como decorativa.';

/** The title of the editor's live guidance and of the section of /admin/conformidade. */
export const ACCESSIBILITY_WARNING_TITLE = 'Acessibilidade do texto';

export interface CheckOptions {
  /** Whether an image is described elsewhere (its media library item has a description). */
  isDescribed?: (src: string) => boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const childrenOf = (node: Json): Json[] => (Array.isArray(node.content) ? node.content.filter(isObject) : []);
const attrsOf = (node: Json): Json => (isObject(node.attrs) ? node.attrs : {});

/** Deeper than any editor nests (the sanitiser keeps 12 levels): a hostile document stops here. */
const MAX_DEPTH = 40;

/** Lower case without accents or punctuation, words separated by one space. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Link texts that say nothing without the sentence around them (folded). */
const VAGUE_LINK_TEXTS = new Set(
  [
    'clique aqui',
    'clique',
    'clica aqui',
    'aqui',
    'saiba mais',
    'leia mais',
    'veja mais',
    'ver mais',
    'mais',
    'acesse aqui',
    'veja aqui',
    'link',
    'este link',
    'neste link',
    'clique neste link',
    'clique no link',
    'click here',
    'here',
    'read more',
    'more',
  ].map(fold),
);

/** A web address written as the link's text. */
const isBareUrl = (text: string) => /^(?:https?:\/\/|www\.)\S+$/i.test(text.trim());

/** A short quotation of a text for a message. */
const quote = (text: string, max = 60) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
};

const HEADING_NAMES: Record<number, string> = { 2: 'Título de seção', 3: 'Subtítulo' };
const headingName = (level: number) =>
  HEADING_NAMES[level] ? `nível ${level} (“${HEADING_NAMES[level]}”)` : `nível ${level}`;

/** The inline text of a block (its text nodes; a line break is a space). */
function inlineText(node: Json): string {
  return childrenOf(node)
    .map((child) => (child.type === 'text' && typeof child.text === 'string' ? child.text : ' '))
    .join('');
}

/** Whether a text is written in capitals: several words, most of them all upper case. */
export function isWrittenInCapitals(text: string): boolean {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  if (words.length < 3) return false;
  const upper = words.filter((word) => word === word.toUpperCase() && word !== word.toLowerCase());
  return upper.length / words.length >= 0.75;
}

/** The links of a paragraph or heading: consecutive text with the same address is one link. */
function linksOf(node: Json): { href: string; text: string }[] {
  const links: { href: string; text: string }[] = [];
  let open: { href: string; text: string } | null = null;
  for (const child of childrenOf(node)) {
    const marks = Array.isArray(child.marks) ? child.marks.filter(isObject) : [];
    const link = marks.find((mark) => mark.type === 'link');
    const href = link ? attrsOf(link).href : undefined;
    const text = child.type === 'text' && typeof child.text === 'string' ? child.text : '';
    if (typeof href !== 'string') {
      open = null;
      continue;
    }
    if (open && open.href === href) open.text += text;
    else {
      open = { href, text };
      links.push(open);
    }
  }
  return links;
}

class Checker {
  readonly findings: AccessibilityFinding[] = [];
  /** The level of the last heading; the post's title is the page's h1. */
  private level = 1;
  constructor(private readonly options: CheckOptions) {}

  private add(kind: AccessibilityKind, found: string, message: string) {
    this.findings.push({ kind, found, message, blocking: kind === 'image-alt' });
  }

  private heading(node: Json, text: string) {
    const level = Math.trunc(Number(attrsOf(node).level));
    if (!Number.isFinite(level) || level < 1) return;
    if (level > this.level + 1) {
      const expected = this.level + 1;
      const fix = ': quem usa leitor de tela navega pelo texto pelos níveis dos títulos.';
      const message =
        this.level === 1
          ? `O título “${quote(text)}” é o primeiro do texto e é de ${headingName(level)}, mas o título do post já é o nível 1: o primeiro título do texto deve ser de ${headingName(2)}. Mude o nível ou reorganize os títulos${fix}`
          : `O título “${quote(text)}” pula do ${headingName(this.level)} para o ${headingName(level)}. Use o ${headingName(expected)} ou reorganize os títulos${fix}`;
      this.add('heading-skip', text, message);
    }
    this.level = level;
  }

  private textBlock(node: Json) {
    const text = inlineText(node);
    if (node.type === 'heading') this.heading(node, text.trim());
    for (const link of linksOf(node)) {
      const words = link.text.trim();
      if (!words) continue;
      if (isBareUrl(words))
        this.add(
          'vague-link',
          words,
          `O link “${quote(words)}” mostra só o endereço, que o leitor de tela lê letra por letra. Escreva no link o que a pessoa vai encontrar (por exemplo, “guia de direitos do consumidor”).`,
        );
      else if (VAGUE_LINK_TEXTS.has(fold(words)))
        this.add(
          'vague-link',
          words,
          `O link “${quote(words)}” não diz sozinho para onde leva (leitores de tela listam os links fora do texto). Escreva no link o que a pessoa vai encontrar (por exemplo, “leia o guia de rescisão trabalhista”).`,
        );
    }
    if (isWrittenInCapitals(text))
      this.add(
        'capitals',
        text.trim(),
        `O texto “${quote(text)}” está escrito em letras maiúsculas, o que dificulta a leitura e faz alguns leitores de tela soletrarem as palavras. Escreva com maiúsculas e minúsculas e use negrito ou um título para destacar.`,
      );
  }

  private image(node: Json) {
    const { src, alt, decorative } = attrsOf(node);
    if (decorative === true) return;
    if (typeof alt === 'string' && alt.trim()) return;
    const address = typeof src === 'string' ? src : '';
    if (address && this.options.isDescribed?.(address)) return;
    this.add('image-alt', address, IMAGE_ALT_REQUIRED);
  }

  private table(node: Json) {
    const [first] = childrenOf(node);
    const cells = first ? childrenOf(first) : [];
    if (cells.length > 0 && cells.every((cell) => cell.type === 'tableHeader')) return;
    const text = quote(cells.map(inlineTextDeep).join(' '), 40);
    this.add(
      'table-header',
      text,
      `A tabela${text ? ` que começa com “${text}”` : ''} não tem linha de cabeçalho. Marque a primeira linha como cabeçalho, com o nome de cada coluna: o leitor de tela diz a cada célula a que coluna ela pertence.`,
    );
  }

  visit(nodes: Json[], depth: number) {
    if (depth > MAX_DEPTH) return;
    for (const node of nodes) {
      switch (node.type) {
        case 'paragraph':
        case 'heading':
          this.textBlock(node);
          break;
        case 'image':
          this.image(node);
          break;
        case 'table':
          this.table(node);
          this.visit(childrenOf(node), depth + 1);
          break;
        default:
          this.visit(childrenOf(node), depth + 1);
      }
    }
  }
}

/** Every text of a node and what it holds (a table cell's paragraphs). */
function inlineTextDeep(node: Json): string {
  if (node.type === 'text' && typeof node.text === 'string') return node.text;
  return childrenOf(node).map(inlineTextDeep).join(' ');
}

/** The accessibility findings of a rich text document (the editor's JSON), in document order. */
export function checkRichText(doc: unknown, options: CheckOptions = {}): AccessibilityFinding[] {
  if (!isObject(doc)) return [];
  const checker = new Checker(options);
  checker.visit(childrenOf(doc), 1);
  return checker.findings;
}

/** The images of a document without a description or the decorative mark (what refuses a save). */
export const undescribedImages = (doc: unknown, options: CheckOptions = {}): string[] =>
  checkRichText(doc, options)
    .filter((finding) => finding.blocking)
    .map((finding) => finding.found);
