import { z } from 'zod';
import { CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { chosenFile, optionalText } from '@/lib/shared/field-schemas';
import { FILE_TOO_LARGE_5MB, MAX_IMAGE_BYTES, SELECT_FILE_FIRST } from '@/lib/shared/image-limits';

// Photos (SPEC §2 Photos, §4 photo upload and edit, §5 Photo upload, §7 photos, §8 Photos, §9):
// limits, messages and the forms' schemas, shared by the gallery and the server.

/** The gallery's maximum when its caller gives none (SPEC §9). */
export const DEFAULT_PHOTO_MAX = 4;

/** The office gallery of /apresentacao shows at most this many photos (SPEC §9). */
export const OFFICE_GALLERY_MAX = 8;

/**
 * The galleries the photo manager edits: the lawyers' photos (its default, SPEC §2) and the office
 * photos that /apresentacao shows, each with the maximum its page gives the gallery.
 */
export const PHOTO_GALLERIES = [
  { type: 'advogado', label: 'Advogados', max: DEFAULT_PHOTO_MAX },
  { type: 'office', label: 'Escritório', max: OFFICE_GALLERY_MAX },
] as const;

export const PHOTO_MESSAGES = {
  screenTitle: 'Gerenciar Fotos',
  limitReached: (max: number) => `Limite de ${max} fotos atingido`,
  loadFailed: () => 'Erro ao carregar fotos',
  created: 'Foto enviada com sucesso!',
  createFailed: 'Erro ao enviar foto',
  deleted: 'Foto removida com sucesso!',
  deleteFailed: 'Erro ao remover foto',
  updated: 'Foto atualizada com sucesso!',
  updateFailed: 'Erro ao atualizar foto',
  notFound: 'Foto não encontrada.',
} as const;

/** The upload's file field (files go to photos/{type}/): input name, limit and messages. */
export const PHOTO_IMAGE = {
  field: 'file',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: FILE_TOO_LARGE_5MB,
  requiredMessage: SELECT_FILE_FIRST,
} as const;

/** A gallery type, e.g. 'office' or 'advogado': also the photo's folder in the photos bucket. */
export const photoTypeSchema = z
  .string()
  .regex(new RegExp(`^[a-z0-9-]{1,${MAX.photoType}}$`), { error: 'Tipo de foto inválido.' });

export const photoUploadSchema = z.object({
  type: photoTypeSchema,
  max: z.coerce.number().int().min(1).max(100).default(DEFAULT_PHOTO_MAX),
  description: optionalText(MAX.caption),
  [PHOTO_IMAGE.field]: chosenFile(PHOTO_IMAGE.requiredMessage),
});

/**
 * The upload form as the gallery checks it in the browser: also refuses once the gallery holds
 * `max` photos (the server checks the count again).
 */
export function photoUploadFormSchema(count: number, max: number): z.ZodType {
  if (count < max) return photoUploadSchema;
  return z.any().refine(() => false, { error: PHOTO_MESSAGES.limitReached(max) });
}

export const photoEditSchema = z.object({
  title: optionalText(MAX.title),
  description: optionalText(MAX.caption),
});
