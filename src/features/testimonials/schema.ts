import { z } from 'zod';
import { CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { clampedNumber, integerField, optionalUrl, plainText } from '@/lib/shared/field-schemas';
import { RATING } from '@/lib/shared/rating';

// The testimonial form (SPEC §2 Testimonials, §3, §5, §8 Admin content, §9): name, company and
// comment required (one message for the form); rating brought into 1-5 with one decimal, kept as
// entered otherwise (default 5; src/lib/shared/rating.ts);
// display order a whole number from 0 (default 0); the avatar URL optional but valid.

export const REQUIRED_FIELDS_MESSAGE = 'Por favor, preencha todos os campos obrigatórios';

export const testimonialSchema = z
  .object({
    name: plainText(MAX.name),
    company: plainText(MAX.name),
    comment: plainText(MAX.description),
    rating: clampedNumber({ ...RATING, invalid: 'Avaliação inválida' }),
    display_order: integerField(
      0,
      { required: 'Informe a ordem', invalid: 'A ordem deve ser um número inteiro maior ou igual a 0' },
      0,
    ),
    // Stored uploads (/media/…) are accepted as well as http(s) addresses.
    avatar_url: optionalUrl('URL inválida', { allowSitePath: true }),
  })
  .superRefine((data, context) => {
    if (!data.name || !data.company || !data.comment)
      context.addIssue({ code: 'custom', message: REQUIRED_FIELDS_MESSAGE, path: [] });
  });

// The screen's words and the §8 toasts.
export const TESTIMONIAL_MESSAGES = {
  screenTitle: 'Gerenciar Depoimentos',
  newLabel: 'Novo Depoimento',
  description: 'Depoimentos exibidos na página inicial enquanto ativos, do mais recente para o mais antigo.',
  emptyMessage: 'Nenhum depoimento cadastrado.',
  formTitle: ['Novo Depoimento', 'Editar Depoimento'],
  submitLabel: ['Adicionar Depoimento', 'Atualizar Depoimento'],
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: 'Tem certeza que deseja excluir este depoimento? Esta ação não pode ser desfeita.',
    cancelLabel: 'Cancelar',
    confirmLabel: 'Confirmar',
  },
  loadFailed: () => 'Erro ao carregar depoimentos',
  created: 'Depoimento adicionado com sucesso',
  updated: 'Depoimento atualizado com sucesso',
  deleted: 'Depoimento excluído com sucesso',
  activated: 'Depoimento ativado com sucesso',
  deactivated: 'Depoimento desativado com sucesso',
  createFailed: 'Erro ao salvar depoimento',
  deleteFailed: 'Erro ao excluir depoimento',
  toggleFailed: 'Erro ao alterar status do depoimento',
  notFound: 'Depoimento não encontrado.',
} as const;
