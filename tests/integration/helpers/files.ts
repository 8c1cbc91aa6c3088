import { existsSync } from 'node:fs';
import path from 'node:path';
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
