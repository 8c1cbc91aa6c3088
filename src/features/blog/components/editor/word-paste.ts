// What a paste from Word or Google Docs needs before the editor reads it (issue 21). The editor's
// schema already keeps only headings, bold, italic, links, lists and quotes and drops fonts, colours
// and styles; this fixes what it cannot read as such:
// - Word writes list items as paragraphs (style "mso-list:l0 level1 lfo1") with the bullet or
//   number as text: they become real <ul>/<ol> lists, nested by level;
// - a pasted h1 becomes h2 (the post's title is the page's only h1), h4–h6 become h3.
// Browser only (DOMParser).

const LIST_STYLE = /mso-list:\s*(l\d+)\s+level(\d+)/i;
/** A numbered item's marker: '1.', 'a)', 'iv.', '(2)'. */
const NUMBERED = /^\s*\(?(?:\d+|[a-z]|[ivxlcdm]+)[.)]/i;

interface OpenList {
  id: string;
  /** The list element at each level (index 0 = level 1). */
  levels: HTMLElement[];
}

function markerOf(paragraph: HTMLElement): Element | null {
  return (
    Array.from(paragraph.querySelectorAll('span')).find((span) =>
      /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
    ) ?? null
  );
}

/** Turns Word's list paragraphs into lists, in place. */
function wordLists(doc: Document) {
  let open: OpenList | null = null;
  let last: Element | null = null;
  for (const paragraph of Array.from(doc.body.querySelectorAll('p'))) {
    const match = LIST_STYLE.exec(paragraph.getAttribute('style') ?? '');
    if (!match) continue;
    const [, id, levelText] = match;
    const level = Math.max(1, Math.min(Number(levelText), 6));
    const marker = markerOf(paragraph);
    const tag = NUMBERED.test(marker?.textContent ?? '') ? 'ol' : 'ul';
    marker?.remove();

    const item = doc.createElement('li');
    item.append(...Array.from(paragraph.childNodes));
    const continues = open && open.id === id && paragraph.previousElementSibling === last;
    if (!continues) {
      const root = doc.createElement(tag);
      paragraph.replaceWith(root);
      open = { id: id!, levels: [root] };
    } else {
      paragraph.remove();
    }
    const lists = open!.levels;
    lists.length = Math.min(lists.length, level);
    while (lists.length < level) {
      // A deeper level: a new list inside the last item of the level above.
      const parent = lists[lists.length - 1]!;
      const host = parent.lastElementChild ?? parent.appendChild(doc.createElement('li'));
      const nested = doc.createElement(tag);
      host.append(nested);
      lists.push(nested);
    }
    lists[level - 1]!.append(item);
    last = lists[0]!;
  }
}

/** Heading levels the post can have: 2 and 3. */
function headingLevels(doc: Document) {
  for (const heading of Array.from(doc.body.querySelectorAll('h1, h4, h5, h6'))) {
    const replacement = doc.createElement(heading.tagName === 'H1' ? 'h2' : 'h3');
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

/** The pasted HTML made readable by the editor's schema. */
export function cleanPastedHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  wordLists(doc);
  headingLevels(doc);
  return doc.body.innerHTML;
}
