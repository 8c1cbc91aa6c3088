import type { HeadingEntry } from './tree';

// What a post's text tells a reader before reading it: how long it takes, and (for a long post)
// its sections ('Neste artigo').

/** Words a reader takes in per minute (a common figure for Portuguese prose on a screen). */
const WORDS_PER_MINUTE = 200;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Whole minutes of reading, at least 1. */
export const readingMinutes = (text: string) => Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE));

/** A post long enough for a table of contents: this many minutes and two level-2 headings. */
const LONG_POST_MINUTES = 3;
const MIN_SECTIONS = 2;

/** The table of contents of a long post (its level-2 headings), or none. */
export function tableOfContents(text: string, headings: HeadingEntry[]): HeadingEntry[] {
  const sections = headings.filter((heading) => heading.level === 2 && heading.text);
  return readingMinutes(text) >= LONG_POST_MINUTES && sections.length >= MIN_SECTIONS ? sections : [];
}
