import { z } from 'zod';
import { CONTENT_LIMITS as MAX } from '@/db/schema/limits';
import { integerField, requiredDate, requiredText } from '@/lib/shared/field-schemas';

// The most requested service form (SPEC §2, §3, §5, §8 Services, §9): every field required,
// monthly_count a whole number from 0, service_date a calendar date (the form starts at today).

export const serviceSchema = z.object({
  title: requiredText('O título é obrigatório', MAX.title),
  theme: requiredText('O tema é obrigatório', MAX.title),
  subject: requiredText('A matéria é obrigatória', MAX.title),
  description: requiredText('A descrição é obrigatória', MAX.description),
  monthly_count: integerField(0, {
    required: 'Informe os atendimentos mensais',
    invalid: 'Os atendimentos mensais devem ser um número inteiro maior ou igual a 0',
  }),
  service_date: requiredDate('Informe a data', 'Data inválida'),
});

// The screen's words and the §8 toasts.
export const SERVICE_MESSAGES = {
  screenTitle: 'Serviços Mais Procurados',
  newLabel: 'Novo Serviço',
  description: 'Os seis com mais atendimentos mensais aparecem na página inicial.',
  emptyMessage: 'Nenhum serviço cadastrado',
  formTitle: ['Novo Serviço', 'Editar Serviço'],
  submitLabel: ['Adicionar Serviço', 'Atualizar Serviço'],
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: 'Tem certeza que deseja excluir este serviço? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
  },
  loadFailed: () => 'Erro ao carregar serviços',
  created: 'Serviço adicionado com sucesso!',
  updated: 'Serviço atualizado com sucesso!',
  deleted: 'Serviço excluído com sucesso!',
  createFailed: 'Erro ao salvar serviço',
  deleteFailed: 'Erro ao excluir serviço',
  notFound: 'Serviço não encontrado.',
} as const;
