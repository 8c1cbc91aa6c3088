import sharp from 'sharp';

// The one maker of files for upload tests, for Vitest (as File objects, see
// tests/integration/helpers/files.ts) and Playwright (as setInputFiles payloads): real images made
// in the test, a text file named .png, an SVG with a script, and files one byte over a limit.

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

export const MB = 1024 * 1024;

/** A real image of one colour. */
export async function image(
  name = 'imagem.png',
  options: { format?: ImageFormat; color?: string; width?: number; height?: number } = {},
): Promise<UploadFile> {
  const { format = 'png', color = '#1e3356', width = 300, height = 150 } = options;
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** A text file named .png: only the server, reading its content, can tell. */
export const textNamedPng = (name = 'falsa.png'): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('isto não é uma imagem'),
});

/** An SVG carrying a script. */
export const svgWithScript = (): UploadFile => ({
  name: 'desenho.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
  ),
});

/**
 * A PNG signature padded to one byte over `limit` (5 MB unless told): size is checked first, so
 * the rest of its content does not matter.
 */
export function oversized(limit = 5 * MB, name = 'grande.png'): UploadFile {
  const buffer = Buffer.alloc(limit + 1);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(buffer);
  return { name, mimeType: 'image/png', buffer };
}

/** The same file as a web `File`, for calling services and actions directly. */
export const asFile = ({ name, mimeType, buffer }: UploadFile) =>
  new File([new Uint8Array(buffer)], name, { type: mimeType });
