import { z } from 'zod';
import { isChosenFile } from '@/lib/field-schemas';
import { FILE_TOO_LARGE_2MB, MAX_LOGO_BYTES } from '@/lib/image-limits';

// Client logos (SPEC §2 Client logos, §5 Client logo, §8 Client logos, §9): limits, messages and
// the form's schema, shared by the form and the server.

export const CLIENT_LOGO_MAX_BYTES = MAX_LOGO_BYTES;

/** The form's file field (input name). */
export const CLIENT_LOGO_FIELD = 'file';

export const CLIENT_LOGO_MESSAGES = {
  required: 'Selecione um arquivo e insira o nome do cliente',
  tooLarge: FILE_TOO_LARGE_2MB,
  loadFailed: 'Erro ao carregar logos',
  uploaded: 'Logo do cliente adicionada com sucesso!',
  uploadFailed: 'Erro ao enviar logo',
  activated: 'Logo ativado com sucesso',
  deactivated: 'Logo desativado com sucesso',
  toggleFailed: 'Erro ao atualizar status do logo',
  // The spec has no removal messages for client logos; these follow its wording.
  removed: 'Logo removida com sucesso!',
  removeFailed: 'Erro ao remover logo',
  notFound: 'Logo não encontrada.',
} as const;

/**
 * The upload form: client name and file. One message covers both (SPEC §5), so it is shown once,
 * for the whole form.
 */
export const clientLogoSchema = z
  .object({
    client_name: z
      .string()
      .trim()
      .max(200, { error: 'Nome do cliente muito longo (máximo de 200 caracteres).' })
      .default(''),
    [CLIENT_LOGO_FIELD]: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.client_name || !isChosenFile(value[CLIENT_LOGO_FIELD])) {
      ctx.addIssue({ code: 'custom', message: CLIENT_LOGO_MESSAGES.required });
    }
  });
