import { z } from 'zod';
import { SETTINGS_LIMITS as MAX } from '@/db/schema/limits';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';

// A social link of the firm (SPEC §3 social_links), managed in /admin/configuracoes: one of the
// recognised platforms and an https address.

/** The URL column's length, for the form's maxLength. */
export const MAX_URL_LENGTH = MAX.socialUrl;

export const SOCIAL_PLATFORM_OPTIONS = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'twitter', label: 'Twitter' },
  { value: 'youtube', label: 'YouTube' },
] as const;

export const SOCIAL_LINK_MESSAGES = {
  sectionTitle: 'Redes Sociais',
  newLabel: 'Nova Rede Social',
  description: 'Os links ativos aparecem no rodapé do site.',
  emptyMessage: 'Nenhuma rede social cadastrada.',
  formTitle: ['Nova Rede Social', 'Editar Rede Social'],
  submitLabel: ['Adicionar Rede Social', 'Atualizar Rede Social'],
  confirmDelete: {
    title: 'Confirmar exclusão',
    text: 'Tem certeza que deseja excluir esta rede social? Esta ação não pode ser desfeita.',
    cancelLabel: 'Cancelar',
    confirmLabel: 'Excluir',
  },
  loadFailed: () => 'Erro ao carregar redes sociais',
  created: 'Rede social adicionada com sucesso',
  updated: 'Rede social atualizada com sucesso',
  deleted: 'Rede social excluída com sucesso',
  activated: 'Rede social ativada com sucesso',
  deactivated: 'Rede social desativada com sucesso',
  createFailed: 'Erro ao salvar rede social',
  deleteFailed: 'Erro ao excluir rede social',
  toggleFailed: 'Erro ao alterar status da rede social',
  notFound: 'Rede social não encontrada.',
  platform: 'Escolha a rede social',
  url: 'Informe um endereço que comece com https://',
} as const;

const PLATFORMS = SOCIAL_PLATFORM_OPTIONS.map((option) => option.value);

/** An absolute https address (no http, no javascript:, no site path). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const socialLinkSchema = z.object({
  platform: z.enum(PLATFORMS, { error: SOCIAL_LINK_MESSAGES.platform }),
  url: z
    .string({ error: SOCIAL_LINK_MESSAGES.url })
    .refine(isStorableText, INVALID_CHARACTER)
    .trim()
    .max(MAX.socialUrl, `O endereço pode ter no máximo ${MAX.socialUrl} caracteres.`)
    .refine(isHttpsUrl, SOCIAL_LINK_MESSAGES.url),
});

/** The platform's name as people write it ('LinkedIn'); unknown platforms as stored. */
export function platformLabel(platform: string): string {
  return SOCIAL_PLATFORM_OPTIONS.find((option) => option.value === platform)?.label ?? platform;
}
