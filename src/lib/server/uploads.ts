import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import { UserError } from '@/lib/shared/action-result';
import { fileOrNull, libraryFieldName, type FormInput } from '@/lib/shared/form-data';
import { declaresMorePixelsThan } from '@/lib/shared/image-header';
import { IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_PIXELS, NOT_AN_IMAGE } from '@/lib/shared/image-limits';
import { getDb } from './db/client';
import { addMediaItem, findMediaItem, removeMediaItem } from './media-items';
import { getStorage, storedObject } from './storage/get-storage';
import { MEDIA_LIMITS } from '@/db/schema/limits';
import { toStorableText } from '@/lib/shared/text-rules';
import { releaseUploads } from './upload-release';
import { CONTENT_TYPES, randomKey, type Bucket } from './storage/storage';
import { log } from '@/lib/server/log';

/** A real file from a form value (src/lib/shared/form-data.ts, where a declaration may read it too). */
export { fileOrNull };

// Every upload goes through here (SPEC §5, §7, §9): size first, then the pixel size a PNG or JPEG
// declares, read from its header by our own code before sharp sees it (over 40 megapixels is
// refused at once, whatever the file's size), then the header read by sharp with the same pixel
// limit (a renamed text file or an SVG never gets stored), then the image is re-encoded in its own format, turned upright by its EXIF orientation
// and with every metadata dropped (EXIF, GPS position included), and stored under a random key.

/** Where a file field's uploads go and what they may be. */
export interface ImageRule {
  /** The form field (input name) the file comes from; refusals are shown there. */
  field: string;
  bucket: Bucket;
  /** Folder inside the bucket, e.g. 'authors/'. */
  prefix?: string;
  maxBytes: number;
  /** The caller's message, e.g. 'Imagem muito grande. Limite de 5MB.' */
  tooLargeMessage: string;
  /** When set the file is required, and a missing one is refused with this message. */
  requiredMessage?: string;
  /** Takes a media library item instead of a file (ImageDeclaration's `library`; true unless false). */
  library?: boolean;
  /** The row's property whose text describes the image (ImageDeclaration's `altFrom`). */
  altFrom?: string;
}

/** A file that passed the checks, not stored yet. */
export interface CheckedImage {
  rule: ImageRule;
  body: Buffer;
  key: string;
  /** The file's name as it was sent, for the media library's search. */
  fileName: string;
}

/** The image formats sharp may report that we accept, with their usual extension. */
const FORMAT_EXTENSIONS: Record<string, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

function refuse(rule: ImageRule, message: string): never {
  throw new UserError(message, { [rule.field]: message });
}

/** What sharp's header read found: the format (a FORMAT_EXTENSIONS key) and pixel count, or why not. */
type Header = { format: string; pixels: number } | 'too-many-pixels' | 'not-an-image';

/** The format and pixel count from the header only, without decoding. */
async function readHeader(body: Buffer): Promise<Header> {
  try {
    // sharp refuses a header that declares more than the limit before reading any further.
    const { format, compression, width, height, pages } = await sharp(body, {
      limitInputPixels: MAX_IMAGE_PIXELS,
    }).metadata();
    // sharp reports AVIF as HEIF with AV1 compression; other HEIF files are not web images.
    const web = format === 'heif' ? (compression === 'av1' ? 'avif' : undefined) : format;
    return web ? { format: web, pixels: width * height * (pages ?? 1) } : 'not-an-image';
  } catch (error) {
    return /pixel limit/i.test((error as Error).message) ? 'too-many-pixels' : 'not-an-image';
  }
}

/** The same image in the same format, upright (EXIF orientation applied) and with no metadata kept. */
async function reencode(body: Buffer, format: string): Promise<Buffer> {
  // sharp writes no metadata unless asked (keepExif/withMetadata); every frame of an animation is kept.
  const image = sharp(body, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  if (format === 'jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.toFormat(format as 'png' | 'gif' | 'avif').toBuffer();
}

/**
 * Checks a form value against the rule: required or optional, size, real image content. Returns
 * null for an optional missing file; throws UserError (at the rule's field) for a refusal.
 */
export async function checkImage(value: unknown, rule: ImageRule): Promise<CheckedImage | null> {
  const file = fileOrNull(value);
  if (!file) {
    if (rule.requiredMessage) refuse(rule, rule.requiredMessage);
    return null;
  }
  if (file.size > rule.maxBytes) refuse(rule, rule.tooLargeMessage);
  const body = Buffer.from(await file.arrayBuffer());
  if (declaresMorePixelsThan(body, MAX_IMAGE_PIXELS)) refuse(rule, IMAGE_TOO_MANY_PIXELS);
  const header = await readHeader(body);
  if (header === 'too-many-pixels') refuse(rule, IMAGE_TOO_MANY_PIXELS);
  const detected = header === 'not-an-image' ? undefined : FORMAT_EXTENSIONS[header.format];
  if (header === 'not-an-image' || !detected) refuse(rule, NOT_AN_IMAGE);
  if (header.pixels > MAX_IMAGE_PIXELS) refuse(rule, IMAGE_TOO_MANY_PIXELS);
  const upright = await reencode(body, header.format).catch(() => refuse(rule, NOT_AN_IMAGE));
  // Keep the original extension when it names the same type as the content; otherwise the content's.
  const original = path.extname(file.name).slice(1).toLowerCase();
  const extension = CONTENT_TYPES[original] === CONTENT_TYPES[detected] ? original : detected;
  const fileName = toStorableText(file.name, MEDIA_LIMITS.fileName);
  return { rule, body: upright, key: randomKey(`upload.${extension}`, rule.prefix), fileName };
}

/** A media library item chosen for a field ('Escolher da biblioteca'): stored already, shared. */
export interface ChosenImage {
  rule: ImageRule;
  url: string;
}

/** The message when the chosen library item is gone (deleted meanwhile) or is no upload of ours. */
export const LIBRARY_ITEM_MISSING = 'Imagem não encontrada na biblioteca. Escolha outra.';

/**
 * A form's image field: its file when one was sent (checkImage), else the library item its
 * `<field>_library` value names, held to the field's own limit (a 4 MB photo is refused for a 2 MB
 * logo with the field's message), else null or the required refusal.
 */
export async function checkImageField(
  input: FormInput,
  rule: ImageRule,
): Promise<CheckedImage | ChosenImage | null> {
  const chosen = input[libraryFieldName(rule.field)];
  if (fileOrNull(input[rule.field]) || rule.library === false || typeof chosen !== 'string' || !chosen)
    return checkImage(input[rule.field], rule);
  const object = storedObject(chosen);
  const item = object ? await findMediaItem(getDb(), object) : undefined;
  if (!object || !item) refuse(rule, LIBRARY_ITEM_MISSING);
  if (item.bytes > rule.maxBytes) refuse(rule, rule.tooLargeMessage);
  return { rule, url: getStorage().publicUrl(object.bucket, object.key) };
}

/** A checked image's size in pixels (after it was turned upright). */
export async function imageDimensions(image: CheckedImage): Promise<{ width: number; height: number }> {
  const { width, height, autoOrient } = await sharp(image.body).metadata();
  return { width: autoOrient?.width ?? width, height: autoOrient?.height ?? height };
}

/**
 * Stores a checked image, adds its media library item (uploaded by `uploadedBy`, an administrator's
 * id), and returns its public URL.
 */
export async function storeImage(
  image: CheckedImage,
  uploadedBy: string | null = null,
  /** Kept in the library when nothing shows it (uploaded to the library itself). */
  kept = false,
): Promise<string> {
  const storage = getStorage();
  const { bucket } = image.rule;
  await storage.put(bucket, image.key, image.body);
  const { key, body, fileName } = image;
  await addMediaItem(getDb(), { bucket, key, body, fileName, uploadedBy, kept });
  return storage.publicUrl(bucket, image.key);
}

/** Checks and stores in one step; null for an optional missing file. */
export async function uploadImage(value: unknown, rule: ImageRule): Promise<string | null> {
  const image = await checkImage(value, rule);
  return image ? storeImage(image) : null;
}

/**
 * Removes files stored by a write that then failed (no row refers to them). A failure is logged:
 * the caller is already reporting the write's own error.
 */
export async function discardFiles(...urls: (string | null | undefined)[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const object = url ? storedObject(url) : null;
      if (!object) return;
      try {
        await getStorage().remove(object.bucket, object.key);
        await removeMediaItem(getDb(), object);
      } catch (error) {
        log.error({ err: error, url }, 'could not remove an upload');
      }
    }),
  );
}

/**
 * Stores the checked images, then runs `write` with their URLs (null where no file was sent; a
 * chosen library item's own URL). If the write fails, the new files are removed again (a library
 * item stays); when it succeeds, the URLs it returns as `replaced` (the old files) are released:
 * removed unless something else still refers to them.
 */
export async function writeWithImages<K extends string, T>(
  images: Record<K, CheckedImage | ChosenImage | null>,
  write: (uploaded: Record<K, string | null>) => Promise<{ result: T; replaced: (string | null)[] }>,
  uploadedBy: string | null = null,
): Promise<T> {
  const entries = Object.entries(images) as [K, CheckedImage | ChosenImage | null][];
  const stored = await Promise.all(
    entries.map(([, image]) => (image && 'body' in image ? storeImage(image, uploadedBy) : null)),
  );
  const uploaded = Object.fromEntries(
    entries.map(([field, image], i) => [field, image && 'url' in image ? image.url : stored[i]]),
  ) as Record<K, string | null>;
  let outcome: { result: T; replaced: (string | null)[] };
  try {
    outcome = await write(uploaded);
  } catch (error) {
    await discardFiles(...stored);
    throw error;
  }
  await releaseUploads(...outcome.replaced);
  return outcome.result;
}

/** The URL a file field keeps after an edit: the new upload, none when cleared, else the current one. */
export function keptUrl(current: string | null, uploaded: string | null, cleared: boolean): string | null {
  return uploaded ?? (cleared ? null : current);
}
