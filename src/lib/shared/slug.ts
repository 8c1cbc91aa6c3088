// Addresses made of words (issue 21): 'Transação tributária: oportunidades' becomes
// 'transacao-tributaria-oportunidades'. Lower case, accents removed, anything else between words
// becomes one '-'. Used for post slugs, tag pages and heading anchors, in the browser and the server.

/** The longest slug; a post's title has at most 200 characters, so its slug fits. */
export const SLUG_MAX = 200;

/** What a valid slug looks like: words of a-z and 0-9 joined by single '-'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of a text; '' when it has no letter or digit at all. */
export function slugify(text: string, max = SLUG_MAX): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // the accents NFD split from their letters
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= max) return words;
  // Cut at a word's end when there is one, never leaving a trailing '-'.
  const cut = words.slice(0, max);
  const end = cut.lastIndexOf('-');
  return (end > max / 2 ? cut.slice(0, end) : cut).replace(/-+$/, '');
}

/** `base`, or `base-2`, `base-3`… the first that `taken` does not hold (kept within SLUG_MAX). */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The slugs of a list (a post's tags), in order, each once; items without a letter or digit have none. */
export function slugsOf(items: string[]): string[] {
  return [...new Set(items.map((item) => slugify(item)).filter(Boolean))];
}
