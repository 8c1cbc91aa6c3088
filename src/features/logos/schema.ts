import { z } from 'zod';
import { requiringImage } from '@/lib/shared/field-schemas';
import { FILE_TOO_LARGE_2MB, MAX_LOGO_BYTES, SELECT_FILE_FIRST } from '@/lib/shared/image-limits';

// The main logo (SPEC §2 Logo, §4, §5 Main logo, §8 Main logo, §9): limits, messages and the form's
// schema, shared by the form and the server.

/** The main logo's recommended size (SPEC §9), also the preview's. */
export const LOGO_SIZE = { width: 300, height: 150 } as const;

export const LOGO_MESSAGES = {
  screenTitle: 'Gerenciar Logo',
  loadFailed: () => 'Erro ao carregar logo',
  created: 'Logo enviada com sucesso!',
  createFailed: 'Erro ao enviar logo',
  notFound: 'Logo não encontrada.',
  // The screen's words (SPEC §2 Logo): the current logo's preview, then the upload.
  current: 'Logo atual',
  emptyMessage: 'Nenhuma logo ativa no momento.',
  formTitle: ['Enviar logo', 'Enviar logo'],
  submitLabel: ['Enviar', 'Enviar'],
  busyLabel: 'Enviando...',
  fileLabel: 'Nova logo',
  hint: `Tamanho máximo: 2MB. Tamanho recomendado: ${LOGO_SIZE.width}x${LOGO_SIZE.height} pixels.`,
} as const;

/** The upload's file field: input name, limit and messages (the server checks them again). */
export const LOGO_IMAGE = {
  field: 'file',
  maxBytes: MAX_LOGO_BYTES,
  tooLargeMessage: FILE_TOO_LARGE_2MB,
  requiredMessage: SELECT_FILE_FIRST,
} as const;

export const logoUploadSchema = requiringImage(z.object({}), LOGO_IMAGE.field, LOGO_IMAGE.requiredMessage);
