import type { Page } from '@playwright/test';

export type JsonLdItem = Record<string, unknown> & { '@type': string };

const SCRIPT = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** Every JSON-LD block of a page's HTML, parsed (the first '</script>' ends each, as in a browser). */
export function jsonLdOf(html: string): JsonLdItem[] {
  return [...html.matchAll(SCRIPT)].map((match) => JSON.parse(match[1]!) as JsonLdItem);
}

/** The one JSON-LD block of this schema.org type on the page being shown. */
export async function structuredData(page: Page, type: string): Promise<JsonLdItem> {
  const items = jsonLdOf(await page.content()).filter((item) => item['@type'] === type);
  if (items.length !== 1) throw new Error(`Expected one ${type} block, found ${items.length}`);
  return items[0]!;
}
