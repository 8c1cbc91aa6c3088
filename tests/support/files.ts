import { crc32, deflateSync } from 'node:zlib';
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

/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real 20000×20000 PNG (400 megapixels) of a few dozen KB: 1-bit grayscale rows of zeros,
 * deflated. Decoding it whole would take gigabytes. `padTo` adds an ancillary chunk (which every
 * reader skips) up to that many bytes: the header is the same whatever the file's size.
 */
export function pngBomb(side = 20_000, padTo = 0): UploadFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // grayscale; compression, filter and interlace 0
  const rows = deflateSync(Buffer.alloc(side * (1 + Math.ceil(side / 8))), { level: 9 });
  const head = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', header)]);
  const tail = Buffer.concat([pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
  const padding = padTo - head.length - tail.length - 12;
  const buffer = Buffer.concat([
    head,
    padding > 0 ? pngChunk('teXt', Buffer.alloc(padding, 0x61)) : Buffer.alloc(0),
    tail,
  ]);
  return { name: 'bomba.png', mimeType: 'image/png', buffer };
}

/**
 * A real JPEG whose frame header (SOF) declares 60000×60000 (3.6 gigapixels) after an EXIF
 * segment, with a few bytes of scan data: a few hundred bytes in all.
 */
export async function jpegBomb(side = 60_000): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#1e3356' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Fulano' } })
    .toBuffer();
  const frame = buffer.indexOf(Buffer.from([0xff, 0xc0]));
  buffer.writeUInt16BE(side, frame + 5); // height
  buffer.writeUInt16BE(side, frame + 7); // width
  return { name: 'bomba.jpg', mimeType: 'image/jpeg', buffer };
}
