import sharp from 'sharp';
import type { Page } from '@playwright/test';

// Files for upload tests, made in the test: a real image, a text file named .png and a file one
// byte over 5 MB (its content does not matter; the size is checked first).

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function pngFile(name = 'imagem.png', color = '#1e3356'): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 64, height: 36, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export const textNamedPng = (): UploadFile => ({
  name: 'falsa.png',
  mimeType: 'image/png',
  buffer: Buffer.from('isto não é uma imagem'),
});

export const over5MB = (): UploadFile => ({
  name: 'grande.png',
  mimeType: 'image/png',
  buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
});

/** Makes the page's server action requests to `path` slower, so busy labels can be seen. */
export async function slowDownActions(page: Page, path: string, ms = 800) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** A unique suffix, so a test finds its own rows among the demo content. */
export const unique = () => Math.random().toString(36).slice(2, 8);
