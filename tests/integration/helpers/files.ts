import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { objectFromUrl } from '@/lib/server/storage/storage';
import { LOCAL_MEDIA_BASE } from '@/lib/server/storage/local-storage';
import {
  asFile,
  image,
  jpegBomb as jpegBombUpload,
  pngBomb as pngBombUpload,
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

/** A 20000×20000 PNG (400 megapixels) of a few dozen KB, or padded to `padTo` bytes. */
export const pngBomb = (side?: number, padTo?: number) => asFile(pngBombUpload(side, padTo));

/** A JPEG whose frame header declares 60000×60000, in a few hundred bytes. */
export const jpegBomb = async (side?: number) => asFile(await jpegBombUpload(side));
