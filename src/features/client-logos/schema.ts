import { z } from 'zod';
import { CONTENT_LIMITS } from '@/db/schema/limits';
import { isChosenFile } from '@/lib/shared/field-schemas';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';
import { FILE_TOO_LARGE_2MB, MAX_LOGO_BYTES } from '@/lib/shared/image-limits';

// Client logos (SPEC §2 Client logos, §5 Client logo, §8 Client logos, §9): limits, messages and
// the form's schema, shared by the form and the server.

export const CLIENT_LOGO_MESSAGES = {
  screenTitle: 'Gerenciar Logos dos Clientes',
  required: 'Selecione um arquivo e insira o nome do cliente',
  loadFailed: () => 'Erro ao carregar logos',
  created: 'Logo do cliente adicionada com sucesso!',
  createFailed: 'Erro ao enviar logo',
  activated: 'Logo ativado com sucesso',
  deactivated: 'Logo desativado com sucesso',
  toggleFailed: 'Erro ao atualizar status do logo',
  // The spec has no removal messages for client logos; these follow its wording.
  deleted: 'Logo removida com sucesso!',
  deleteFailed: 'Erro ao remover logo',
  notFound: 'Logo não encontrada.',
  // The screen's words.
  emptyMessage: 'Nenhum logo de cliente cadastrado.',
  formTitle: ['Adicionar logo', 'Adicionar logo'],
  submitLabel: ['Adicionar Logo', 'Adicionar Logo'],
  busyLabel: 'Enviando...',
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: 'Tem certeza que deseja excluir este logo? Esta ação não pode ser desfeita.',
    confirmLabel: 'Excluir',
    busyLabel: 'Excluindo...',
  },
} as const;

/** The upload's file field: input name, limit and messages (the server checks them again). */
export const CLIENT_LOGO_IMAGE = {
  field: 'file',
  maxBytes: MAX_LOGO_BYTES,
  tooLargeMessage: FILE_TOO_LARGE_2MB,
  requiredMessage: CLIENT_LOGO_MESSAGES.required,
} as const;

/**
 * The upload form: client name and file. One message covers both (SPEC §5), so it is shown once,
 * for the whole form.
 */
export const clientLogoSchema = z
  .object({
    client_name: z
      .string({ error: CLIENT_LOGO_MESSAGES.required })
      .refine(isStorableText, INVALID_CHARACTER)
      .trim()
      .max(CONTENT_LIMITS.name, {
        error: `Nome do cliente muito longo (máximo de ${CONTENT_LIMITS.name} caracteres).`,
      })
      .default(''),
    [CLIENT_LOGO_IMAGE.field]: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.client_name || !isChosenFile(value[CLIENT_LOGO_IMAGE.field])) {
      ctx.addIssue({ code: 'custom', message: CLIENT_LOGO_MESSAGES.required });
    }
  });
