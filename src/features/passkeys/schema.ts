import { z } from 'zod';

// Passkeys (issue 25 §1): 'Adicionar passkey' at /admin/profile, 'Entrar com passkey' at /login.

export const PASSKEY_MESSAGES = {
  title: 'Passkeys',
  description:
    'Uma passkey permite entrar sem digitar a senha, com a digital, o rosto ou o PIN deste aparelho, ou com uma chave de segurança.',
  add: 'Adicionar passkey',
  adding: 'Adicionando...',
  added: 'Passkey adicionada com sucesso',
  addFailed: 'Erro ao adicionar passkey',
  cancelled: 'A passkey não foi criada: a operação foi cancelada no navegador.',
  notFresh: 'Por segurança, saia e entre novamente antes de adicionar uma passkey.',
  remove: 'Remover',
  removing: 'Removendo...',
  removed: 'Passkey removida com sucesso',
  removeFailed: 'Erro ao remover passkey',
  confirmTitle: 'Remover passkey',
  confirmRemove: (name: string) => `Remover a passkey “${name}”? Ela não poderá mais ser usada para entrar.`,
  notFound: 'Passkey não encontrada',
  empty: 'Nenhuma passkey cadastrada.',
  name: 'Nome',
  createdAt: 'Adicionada em',
  actions: 'Ações',
  listCaption: 'Suas passkeys',
  signIn: 'Entrar com passkey',
  signingIn: 'Entrando...',
  signInFailed: 'Não foi possível entrar com a passkey. Tente novamente ou entre com email e senha.',
  signInCancelled: 'A entrada com passkey foi cancelada.',
  unsupported: 'Este navegador não permite passkeys.',
  loadFailed: 'Erro ao carregar passkeys',
  passwordPrompt: 'Para adicionar uma passkey, confirme sua senha.',
  codePrompt: 'Para adicionar uma passkey, confirme sua senha e o código do aplicativo autenticador.',
  passwordRequired: 'Digite a senha atual',
  wrongPassword: 'Senha atual incorreta',
  codeRequired: 'Digite o código de 6 dígitos',
  wrongCode: 'Código inválido. Confira o código no aplicativo e tente novamente.',
  notConfirmed: 'Por segurança, confirme sua senha antes de adicionar uma passkey.',
  notVerified:
    'A passkey precisa confirmar que é você (com a digital, o rosto ou o PIN do aparelho). Tente novamente.',
} as const;

/**
 * What 'Adicionar passkey' asks for before the browser creates the passkey: the current password,
 * and the app's code when the account has two-step sign-in on (the server decides whether it is
 * needed; spaces typed between the digits are dropped).
 */
export const passkeyConfirmationSchema = z.object({
  current_password: z
    .string({ error: PASSKEY_MESSAGES.passwordRequired })
    .min(1, PASSKEY_MESSAGES.passwordRequired)
    .max(128, PASSKEY_MESSAGES.wrongPassword),
  code: z
    .string()
    .max(20, PASSKEY_MESSAGES.wrongCode)
    .optional()
    .transform((code) => (code ?? '').replace(/\s/g, ''))
    .refine((code) => code === '' || /^\d{6}$/.test(code), PASSKEY_MESSAGES.wrongCode),
});

/** A browser's answer to a WebAuthn ceremony (checked in depth by Better Auth's plugin). */
export const webAuthnResponseSchema = z
  .object({ id: z.string().min(1).max(1024), type: z.literal('public-key') })
  .loose()
  .refine((response) => JSON.stringify(response).length <= 64_000, PASSKEY_MESSAGES.signInFailed);

export const passkeyIdSchema = z.uuid({ error: PASSKEY_MESSAGES.notFound });

export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string | null;
}
