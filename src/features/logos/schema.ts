import { z } from 'zod';
import { chosenFile } from '@/lib/field-schemas';
import { FILE_TOO_LARGE_2MB, MAX_LOGO_BYTES, SELECT_FILE_FIRST } from '@/lib/image-limits';

// The main logo (SPEC §2 Logo, §4, §5 Main logo, §8 Main logo, §9): limits, messages and the form's
// schema, shared by the form and the server.

export const LOGO_MAX_BYTES = MAX_LOGO_BYTES;

/** The form's file field (input name). */
export const LOGO_FIELD = 'file';

export const LOGO_MESSAGES = {
  fileRequired: SELECT_FILE_FIRST,
  tooLarge: FILE_TOO_LARGE_2MB,
  hint: 'Tamanho máximo: 2MB. Tamanho recomendado: 300x150 pixels.',
  loadFailed: 'Erro ao carregar logo',
  uploaded: 'Logo enviada com sucesso!',
  uploadFailed: 'Erro ao enviar logo',
} as const;

export const logoUploadSchema = z.object({ [LOGO_FIELD]: chosenFile(LOGO_MESSAGES.fileRequired) });
