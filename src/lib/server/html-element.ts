import 'server-only';
import { selectAll } from 'css-select';
import render from 'dom-serializer';
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { ElementLike } from '@/lib/shared/form-dom';

// An element of HTML parsed on the server, with the few DOM operations src/lib/shared/form-dom.ts
// uses, so the page answering a plain form post is filled by the same code as the page's script.
// htmlparser2 parses, css-select queries, dom-serializer writes it back with every text and
// attribute escaped (what a visitor typed goes back into the page).

/** React's markup keeps its own attribute case (SVG's viewBox): parse it as it is. */
const PARSING = { lowerCaseAttributeNames: false, lowerCaseTags: true } as const;

const textOf = (nodes: ChildNode[]): string =>
  nodes
    .map((node) => (node instanceof Text ? node.data : node instanceof Element ? textOf(node.children) : ''))
    .join('');

export class HtmlElement implements ElementLike {
  constructor(readonly node: Element) {}

  get tagName() {
    return this.node.name.toUpperCase();
  }

  getAttribute(name: string) {
    return this.node.attribs[name] ?? null;
  }

  setAttribute(name: string, value: string) {
    this.node.attribs[name] = value;
  }

  removeAttribute(name: string) {
    delete this.node.attribs[name];
  }

  get textContent() {
    return textOf(this.node.children);
  }

  set textContent(value: string | null) {
    const text = new Text(value ?? '');
    text.parent = this.node;
    this.node.children = value ? [text] : [];
  }

  /** Matching descendants, in document order (as the DOM's, without the element itself). */
  querySelectorAll(selectors: string): HtmlElement[] {
    return selectAll(selectors, this.node)
      .filter((node) => node !== this.node)
      .map((node) => new HtmlElement(node));
  }

  /** The element's HTML, escaped. */
  get outerHTML() {
    return render(this.node, { encodeEntities: 'utf8' });
  }
}

/** The first element of an HTML fragment. */
export function parseElement(html: string): HtmlElement {
  const root = parseDocument(html, PARSING).children.find((node) => node instanceof Element);
  if (!root) throw new Error('no element in the fragment');
  return new HtmlElement(root);
}
