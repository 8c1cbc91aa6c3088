import { z } from 'zod';
import { CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { requiringImage, optionalText } from '@/lib/shared/field-schemas';
import { FILE_TOO_LARGE_5MB, MAX_IMAGE_BYTES, SELECT_FILE_FIRST } from '@/lib/shared/image-limits';

// Photos (SPEC §2 Photos, §4 photo upload and edit, §5 Photo upload, §7 photos, §8 Photos, §9):
// limits, messages and the forms' schemas, shared by the gallery and the server.

/** The gallery's maximum when its caller gives none (SPEC §9). */
export const DEFAULT_PHOTO_MAX = 4;

/** The lengths of a photo's texts, for the client forms (which may not import the schema module). */
export const PHOTO_LIMITS = { title: MAX.title, caption: MAX.caption } as const;

/** The office gallery of /apresentacao shows at most this many photos (SPEC §9). */
export const OFFICE_GALLERY_MAX = 8;

/**
 * The galleries the photo manager edits: the lawyers' photos (its default, SPEC §2) and the office
 * photos that /apresentacao shows, each with the maximum its page gives the gallery. The server
 * decides a gallery's maximum from here (galleryMax), never from the form.
 */
export const PHOTO_GALLERIES = [
  { type: 'advogado', label: 'Advogados', max: DEFAULT_PHOTO_MAX },
  { type: 'office', label: 'Escritório', max: OFFICE_GALLERY_MAX },
] as const;

/** A gallery's maximum: the one its caller gives (PHOTO_GALLERIES), or the default (SPEC §9). */
export const galleryMax = (type: string): number =>
  PHOTO_GALLERIES.find((gallery) => gallery.type === type)?.max ?? DEFAULT_PHOTO_MAX;

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
  // The screen's words (SPEC §2 Photos, §4): the upload block and the 'Editar Foto' dialog.
  galleries: 'Galerias de fotos',
  emptyMessage: 'Nenhuma foto cadastrada.',
  formTitle: ['Adicionar foto', 'Editar Foto'],
  submitLabel: ['Enviar Foto', 'Salvar'],
  busyLabel: ['Enviando...', 'Salvando...'],
  count: (count: number, max: number) => `${count} de ${max} fotos`,
  fileLabel: 'Foto',
  fileHint: 'Tamanho máximo: 5MB. O nome do arquivo será o título da foto.',
  list: (title: string) => `Fotos: ${title}`,
  untitled: 'Foto',
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: 'Tem certeza que deseja excluir esta foto? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
    busyLabel: 'Excluindo...',
  },
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

export const photoUploadSchema = requiringImage(
  z.object({ type: photoTypeSchema, description: optionalText(MAX.caption) }),
  PHOTO_IMAGE.field,
  PHOTO_IMAGE.requiredMessage,
);

export const photoEditSchema = z.object({
  title: optionalText(MAX.title),
  description: optionalText(MAX.caption),
});
