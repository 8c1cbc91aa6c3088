import { z } from 'zod';
import { CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { optionalText, requiredText } from '@/lib/shared/field-schemas';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@/lib/shared/image-limits';

// The tip form (SPEC §2 Tips, §5, §8 Admin content): title and content required, author optional;
// the tip image and the author photo each at most 5 MB.

export const tipSchema = z.object({
  title: requiredText('O título é obrigatório', MAX.title),
  content: requiredText('O conteúdo é obrigatório', MAX.content),
  author: optionalText(MAX.author),
});

const image = { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: IMAGE_TOO_LARGE } as const;
export const TIP_IMAGE = { ...image, field: 'image_url' } as const;
export const TIP_AUTHOR_PHOTO = { ...image, field: 'author_photo_url' } as const;

// The screen's words and the §8 toasts.
export const TIP_MESSAGES = {
  screenTitle: 'Gerenciar Dicas',
  newLabel: 'Nova Dica',
  description: 'Dicas do carrossel da página inicial, da mais recente para a mais antiga.',
  emptyMessage: 'Nenhuma dica cadastrada.',
  formTitle: ['Nova Dica', 'Editar Dica'],
  submitLabel: ['Adicionar Dica', 'Atualizar Dica'],
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: 'Tem certeza que deseja excluir esta dica? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
  },
  loadFailed: () => 'Erro ao carregar dicas',
  created: 'Dica adicionada com sucesso!',
  updated: 'Dica atualizada com sucesso!',
  deleted: 'Dica excluída com sucesso!',
  createFailed: 'Erro ao salvar dica',
  deleteFailed: 'Erro ao excluir dica',
  notFound: 'Dica não encontrada.',
} as const;
