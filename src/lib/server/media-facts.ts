import 'server-only';
import sharp from 'sharp';
import { mediaItems } from '@/db/schema';
import { and, eq } from 'drizzle-orm';
import { publicQuery } from './cache';
import { getDb } from './db/client';
import { getStorage, storedObject } from './storage/get-storage';
import type { Bucket } from './storage/storage';
import type { MediaFacts } from '@/lib/shared/media-facts';

// What the public pages draw of a library image (issue 33): its description (per language) or
// 'Imagem decorativa', and its focal point, which every crop keeps in view: the cards' and the
// hero's (CSS object-position, no script) and the social image's (cropped here, on the server).
// Read through the 'media_items' tag, which every change of an item renews.

export type { MediaFacts };

/** The library item's facts for an upload's URL, or null (not one of ours, or no item). */
async function readMediaFacts(url: string): Promise<MediaFacts | null> {
  const object = storedObject(url);
  if (!object) return null;
  const [row] = await getDb()
    .select({
      altPt: mediaItems.altPt,
      altEn: mediaItems.altEn,
      decorative: mediaItems.decorative,
      focalX: mediaItems.focalX,
      focalY: mediaItems.focalY,
    })
    .from(mediaItems)
    .where(and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key)));
  return row ?? null;
}

/** readMediaFacts for the public pages, cached until an item changes. */
export const mediaFactsOf = publicQuery(readMediaFacts, 'media-facts', ['media_items'], null);

/** The social networks' image: 1200×630 (Open Graph's size). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
const SOCIAL_PATH = '/media/social';

/** The address of an upload's social crop (around its focal point); another site's URL as it is. */
export function socialImageUrl(url: string): string {
  const object = storedObject(url);
  return object ? `${SOCIAL_PATH}/${object.bucket}/${object.key}` : url;
}

/** The part of a width × height image with the social image's proportions, around the focal point. */
export function socialCrop(width: number, height: number, focal: { focalX: number; focalY: number }) {
  const ratio = SOCIAL_IMAGE.width / SOCIAL_IMAGE.height;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(width / ratio));
  const place = (size: number, crop: number, percent: number) =>
    Math.min(size - crop, Math.max(0, Math.round((percent / 100) * size - crop / 2)));
  return {
    left: place(width, cropWidth, focal.focalX),
    top: place(height, cropHeight, focal.focalY),
    width: cropWidth,
    height: cropHeight,
  };
}

/** The social crop of a stored upload as JPEG, or null when there is no such image. */
export async function socialImageOf(bucket: Bucket, key: string): Promise<Buffer | null> {
  const object = await getStorage().get(bucket, key);
  if (!object) return null;
  const image = sharp(object.body).rotate();
  const { width, height } = await image.metadata().then(
    (metadata) => ({
      width: metadata.autoOrient?.width ?? metadata.width,
      height: metadata.autoOrient?.height ?? metadata.height,
    }),
    () => ({ width: 0, height: 0 }),
  );
  if (!width || !height) return null;
  const facts = await readMediaFacts(getStorage().publicUrl(bucket, key));
  return sharp(object.body)
    .rotate()
    .extract(socialCrop(width, height, facts ?? { focalX: 50, focalY: 50 }))
    .resize({ ...SOCIAL_IMAGE, fit: 'cover', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer();
}
