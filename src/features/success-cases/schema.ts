import { z } from 'zod';
import { CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { optionalText, requiredText } from '@/lib/shared/field-schemas';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@/lib/shared/image-limits';

// The success case form (SPEC §2 Success cases, §3, §5, §8 Success cases): title, area,
// description and result required; client testimonial, client name and an image optional.

export const successCaseSchema = z.object({
  title: requiredText('O título é obrigatório', MAX.title),
  area: requiredText('A área é obrigatória', MAX.title),
  description: requiredText('A descrição é obrigatória', MAX.description),
  result: requiredText('O resultado é obrigatório', MAX.description),
  client_testimonial: optionalText(MAX.description),
  client_name: optionalText(MAX.name),
});

export const SUCCESS_CASE_IMAGE = {
  field: 'image_url',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: IMAGE_TOO_LARGE,
} as const;

// The screen's words and the §8 toasts.
export const SUCCESS_CASE_MESSAGES = {
  screenTitle: 'Gerenciar Casos de Sucesso',
  newLabel: 'Novo Caso',
  description: 'Casos exibidos na página inicial enquanto ativos, do mais recente para o mais antigo.',
  emptyMessage: 'Nenhum caso de sucesso cadastrado.',
  formTitle: ['Novo Caso', 'Editar Caso'],
  submitLabel: ['Adicionar Caso', 'Atualizar Caso'],
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: 'Tem certeza que deseja excluir este caso de sucesso? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
  },
  loadFailed: () => 'Erro ao carregar casos de sucesso',
  created: 'Caso de sucesso adicionado com sucesso',
  updated: 'Caso de sucesso atualizado com sucesso',
  deleted: 'Caso de sucesso excluído com sucesso',
  activated: 'Caso de sucesso ativado com sucesso',
  deactivated: 'Caso de sucesso desativado com sucesso',
  createFailed: 'Erro ao adicionar caso de sucesso',
  updateFailed: 'Erro ao atualizar caso de sucesso',
  deleteFailed: 'Erro ao excluir caso de sucesso',
  toggleFailed: 'Erro ao alterar status do caso de sucesso',
  notFound: 'Caso de sucesso não encontrado.',
} as const;
