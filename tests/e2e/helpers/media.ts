import pg from 'pg';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { startEmbeddedPostgres } from '@/lib/db/embedded';
import { E2E_DATA_DIR } from '../../../playwright.config';

// Fixture, files and data for the admin media specs.

export { test } from '../fixtures';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG of one colour. */
export async function png(name: string, color = '#1e3356', width = 300, height = 150): Promise<UploadFile> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A PNG signature padded to one byte over `limit`: the browser refuses it by its size. */
export function oversizedPng(limit: number, name = 'grande.png'): UploadFile {
  const buffer = Buffer.alloc(limit + 1);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(buffer);
  return { name, mimeType: 'image/png', buffer };
}

export const MB = 1024 * 1024;

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

/** Slows the page's server-action posts down, so that busy states can be seen. */
export async function slowDownPosts(page: Page, ms = 800) {
  await page.route('**/admin/**', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Runs SQL against the database of the server under test (its embedded cluster). */
export async function withE2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const cluster = await startEmbeddedPostgres({ dataDir: E2E_DATA_DIR, mode: 'attach' });
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
