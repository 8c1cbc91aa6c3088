import { z } from 'zod';
import { chosenFile } from '@/lib/shared/field-schemas';
import { FILE_TOO_LARGE_2MB, MAX_LOGO_BYTES, SELECT_FILE_FIRST } from '@/lib/shared/image-limits';

// The main logo (SPEC §2 Logo, §4, §5 Main logo, §8 Main logo, §9): limits, messages and the form's
// schema, shared by the form and the server.

export const LOGO_MESSAGES = {
  screenTitle: 'Gerenciar Logo',
  hint: 'Tamanho máximo: 2MB. Tamanho recomendado: 300x150 pixels.',
  loadFailed: () => 'Erro ao carregar logo',
  created: 'Logo enviada com sucesso!',
  createFailed: 'Erro ao enviar logo',
  notFound: 'Logo não encontrada.',
} as const;

/** The upload's file field: input name, limit and messages (the server checks them again). */
export const LOGO_IMAGE = {
  field: 'file',
  maxBytes: MAX_LOGO_BYTES,
  tooLargeMessage: FILE_TOO_LARGE_2MB,
  requiredMessage: SELECT_FILE_FIRST,
} as const;

export const logoUploadSchema = z.object({ [LOGO_IMAGE.field]: chosenFile(LOGO_IMAGE.requiredMessage) });
