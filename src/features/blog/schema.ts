import { z } from 'zod';
import { CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { commaList, requiredText } from '@/lib/shared/field-schemas';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@/lib/shared/image-limits';

// The blog post form (SPEC §2 Blog posts, §5, §8 Admin content): title, summary, content and
// author required; tags typed as one text separated by commas; an image of at most 5 MB.

export const blogPostSchema = z.object({
  title: requiredText('O título é obrigatório', MAX.title),
  summary: requiredText('O resumo é obrigatório', MAX.summary),
  content: requiredText('O conteúdo é obrigatório', MAX.content),
  author: requiredText('O autor é obrigatório', MAX.author),
  tags: commaList({ max: MAX.tagsField, itemMax: MAX.tag, count: MAX.tagCount }),
});

export const BLOG_IMAGE = {
  field: 'image_url',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: IMAGE_TOO_LARGE,
} as const;

// The screen's words and the §8 toasts.
export const BLOG_MESSAGES = {
  // Public text: the OAB expression check warns while editing and on save.
  oabCheck: true,
  screenTitle: 'Gerenciar Blog',
  newLabel: 'Novo Post',
  emptyMessage: 'Nenhum post cadastrado.',
  formTitle: ['Novo Post', 'Editar Post'],
  submitLabel: ['Criar Post', 'Atualizar Post'],
  // The browser's own confirm box (SPEC §2).
  confirmDelete: 'Tem certeza que deseja excluir este post?',
  loadFailed: () => 'Erro ao carregar posts',
  created: 'Post criado com sucesso!',
  updated: 'Post atualizado com sucesso!',
  deleted: 'Post excluído com sucesso!',
  createFailed: 'Erro ao salvar post',
  deleteFailed: 'Erro ao excluir post',
  notFound: 'Post não encontrado.',
} as const;
