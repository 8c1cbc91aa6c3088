import { existsSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { objectFromUrl } from '@/lib/server/storage/storage';
import { LOCAL_MEDIA_BASE } from '@/lib/server/storage/local-storage';
import {
  asFile,
  image,
  oversized as oversizedUpload,
  svgWithScript,
  textNamedPng,
  type ImageFormat,
} from '../../support/files';

// Upload files as web `File`s for calling services and actions, from the one file maker
// (tests/support/files.ts), and where the stored object of a public URL lives.

export const imageFile = async (name = 'foto.png', format: ImageFormat = 'png') =>
  asFile(await image(name, { format, width: 4, height: 3 }));

export const textAsPng = () => asFile(textNamedPng());

export const svgFile = () => asFile(svgWithScript());

/** A file one byte over the limit (size is checked first). */
export const oversized = (limit: number, name = 'grande.png') => asFile(oversizedUpload(limit, name));

/** Whether the stored object behind a public URL exists under DATA_DIR/uploads. */
export function storedFileExists(url: string | null | undefined): boolean {
  const object = url ? objectFromUrl(url, LOCAL_MEDIA_BASE) : null;
  if (!object) return false;
  return existsSync(path.join(process.env.DATA_DIR!, 'uploads', object.bucket, ...object.key.split('/')));
}

/** A 4×2 JPEG whose EXIF says "rotate 90°" (orientation 6) and carries a GPS position. */
export async function jpegWithExif(): Promise<File> {
  const buffer = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#1e3356' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: 'Fulano' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
    })
    .toBuffer();
  return asFile({ name: 'celular.jpg', mimeType: 'image/jpeg', buffer });
}

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
export function pngBomb(side = 20_000, padTo = 0): File {
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
  return asFile({ name: 'bomba.png', mimeType: 'image/png', buffer });
}

/**
 * A real JPEG whose frame header (SOF) declares 60000×60000 (3.6 gigapixels) after an EXIF
 * segment, with a few bytes of scan data: a few hundred bytes in all.
 */
export async function jpegBomb(side = 60_000): Promise<File> {
  const buffer = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#1e3356' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Fulano' } })
    .toBuffer();
  const frame = buffer.indexOf(Buffer.from([0xff, 0xc0]));
  buffer.writeUInt16BE(side, frame + 5); // height
  buffer.writeUInt16BE(side, frame + 7); // width
  return asFile({ name: 'bomba.jpg', mimeType: 'image/jpeg', buffer });
}
