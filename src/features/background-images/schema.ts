import { z } from 'zod';
import { chosenFile, optionalText } from '@/lib/field-schemas';
import { FILE_TOO_LARGE_5MB, MAX_IMAGE_BYTES, SELECT_FILE_FIRST } from '@/lib/image-limits';

// Background images (SPEC §2 Background images, §5 Background upload, §8, §9): limits, messages
// and the form's schema, shared by the form and the server.

export const BACKGROUND_MAX_BYTES = MAX_IMAGE_BYTES;

/** The form's file field (input name). */
export const BACKGROUND_FIELD = 'file';

export const BACKGROUND_MESSAGES = {
  fileRequired: SELECT_FILE_FIRST,
  tooLarge: FILE_TOO_LARGE_5MB,
  loadFailed: 'Erro ao carregar imagens',
  uploaded: 'Imagem de fundo enviada com sucesso!',
  uploadFailed: 'Erro ao enviar imagem',
  removed: 'Imagem removida com sucesso!',
  removeFailed: 'Erro ao remover imagem',
  activated: 'Imagem ativada com sucesso!',
  deactivated: 'Imagem desativada com sucesso!',
  toggleFailed: 'Erro ao atualizar status da imagem',
  notFound: 'Imagem não encontrada.',
} as const;

export const backgroundImageSchema = z.object({
  title: optionalText(200, 'Título'),
  description: optionalText(1000, 'Descrição'),
  [BACKGROUND_FIELD]: chosenFile(BACKGROUND_MESSAGES.fileRequired),
});
