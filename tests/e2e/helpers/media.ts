import type { Page } from '@playwright/test';

// Where an uploaded file shows: the stored /media/… path behind an <img>, and whether a page refers
// to it.

/** The stored path (/media/…) behind an <img>, whether next/image serves it or not. */
export function mediaPathOf(src: string): string {
  const url = new URL(src, 'http://localhost');
  return url.pathname === '/_next/image' ? url.searchParams.get('url')! : url.pathname;
}

/** Whether the page's HTML refers to the stored file (directly or through next/image). */
export async function pageShowsMedia(page: Page, mediaPath: string): Promise<boolean> {
  const html = await page.content();
  return html.includes(mediaPath) || html.includes(encodeURIComponent(mediaPath));
}
