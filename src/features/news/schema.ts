import { z } from 'zod';
import { CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { requiredText, requiredUrl } from '@/lib/shared/field-schemas';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@/lib/shared/image-limits';

// The news form (SPEC §2 News, §5, §8 Admin content): title, subtitle, content and external link
// required, the link a URL; an optional image of at most 5 MB.

export const newsSchema = z.object({
  title: requiredText('O título é obrigatório', MAX.title),
  subtitle: requiredText('O subtítulo é obrigatório', MAX.subtitle),
  content: requiredText('O conteúdo é obrigatório', MAX.content),
  external_link: requiredUrl('O link externo é obrigatório', 'URL inválida'),
});

export const NEWS_IMAGE = {
  field: 'image_url',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: IMAGE_TOO_LARGE,
} as const;

// The screen's words and the §8 toasts.
export const NEWS_MESSAGES = {
  screenTitle: 'Gerenciar Notícias',
  newLabel: 'Nova Notícia',
  description: 'Notícias do escritório, da mais recente para a mais antiga.',
  emptyMessage: 'Nenhuma notícia cadastrada.',
  formTitle: ['Adicionar/Editar Notícia', 'Adicionar/Editar Notícia'],
  submitLabel: ['Adicionar Notícia', 'Atualizar Notícia'],
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: 'Tem certeza que deseja excluir esta notícia? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
  },
  loadFailed: (detail: string) => `Erro ao carregar notícias: ${detail}`,
  created: 'Notícia adicionada com sucesso!',
  updated: 'Notícia atualizada com sucesso!',
  deleted: 'Notícia excluída com sucesso!',
  createFailed: 'Erro ao salvar notícia: tente novamente.',
  deleteFailed: 'Erro ao excluir notícia: tente novamente.',
  notFound: 'Notícia não encontrada.',
} as const;
