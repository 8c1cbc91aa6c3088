import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { objectFromUrl } from '@/lib/storage/storage';
import { LOCAL_MEDIA_BASE } from '@/lib/storage/local-storage';

// Real files for upload tests: a tiny image of each format, and the files that must be refused.

export async function imageFile(name = 'foto.png', format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' = 'png') {
  const body = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#1e3356' } })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(body)], name, { type: `image/${format}` });
}

export const textAsPng = () => new File(['isto não é uma imagem'], 'falsa.png', { type: 'image/png' });

export const svgFile = () =>
  new File(
    ['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>'],
    'desenho.svg',
    { type: 'image/svg+xml' },
  );

/** A file one byte over the limit (its content does not matter: size is checked first). */
export const oversized = (limit: number, name = 'grande.png') =>
  new File([new Uint8Array(limit + 1)], name, { type: 'image/png' });

/** Whether the stored object behind a public URL exists under DATA_DIR/uploads. */
export function storedFileExists(url: string | null | undefined): boolean {
  const object = url ? objectFromUrl(url, LOCAL_MEDIA_BASE) : null;
  if (!object) return false;
  return existsSync(path.join(process.env.DATA_DIR!, 'uploads', object.bucket, ...object.key.split('/')));
}
