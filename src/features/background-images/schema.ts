import { z } from 'zod';
import { CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { requiringImage, optionalText } from '@/lib/shared/field-schemas';
import { FILE_TOO_LARGE_5MB, MAX_IMAGE_BYTES, SELECT_FILE_FIRST } from '@/lib/shared/image-limits';

// Background images (SPEC §2 Background images, §5 Background upload, §8, §9): limits, messages
// and the form's schema, shared by the form and the server.

export const BACKGROUND_MESSAGES = {
  screenTitle: 'Gerenciar Imagens de Fundo',
  loadFailed: () => 'Erro ao carregar imagens',
  created: 'Imagem de fundo enviada com sucesso!',
  createFailed: 'Erro ao enviar imagem',
  deleted: 'Imagem removida com sucesso!',
  deleteFailed: 'Erro ao remover imagem',
  activated: 'Imagem ativada com sucesso!',
  deactivated: 'Imagem desativada com sucesso!',
  toggleFailed: 'Erro ao atualizar status da imagem',
  notFound: 'Imagem não encontrada.',
  // The screen's words.
  emptyMessage: 'Nenhuma imagem de fundo cadastrada.',
  formTitle: ['Enviar nova imagem', 'Enviar nova imagem'],
  submitLabel: ['Enviar Imagem', 'Enviar Imagem'],
  busyLabel: 'Enviando...',
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: 'Tem certeza que deseja excluir esta imagem? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
    busyLabel: 'Excluindo...',
  },
} as const;

/** The upload's file field: input name, limit and messages (the server checks them again). */
export const BACKGROUND_IMAGE = {
  field: 'file',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: FILE_TOO_LARGE_5MB,
  requiredMessage: SELECT_FILE_FIRST,
} as const;

export const backgroundImageSchema = requiringImage(
  z.object({ title: optionalText(MAX.title), description: optionalText(MAX.caption) }),
  BACKGROUND_IMAGE.field,
  BACKGROUND_IMAGE.requiredMessage,
);
