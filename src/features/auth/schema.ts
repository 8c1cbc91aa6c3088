import { z } from 'zod';
import { ADMINISTRATOR_LIMITS } from '@/db/schema/limits';
import { ACCESS_REFUSALS, SIGN_IN_TOASTS } from '@/lib/shared/auth/messages';
import { INVALID_CHARACTER, isStorableText, tooLongMessage } from '@/lib/shared/text-rules';

// Sign-in, recovery, reset and change of password: the spec's rules (SPEC §5) and messages (§8),
// shared by the forms and the server.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const LOGIN_MESSAGES = {
  invalidCredentials:
    'Email ou senha inválidos. Por favor, verifique suas credenciais. Lembre-se que apenas administradores têm acesso ao sistema.',
  emailNotConfirmed: 'Email não confirmado. Por favor, verifique sua caixa de entrada.',
  otherError: 'Erro ao fazer login: ',
  noSession: 'Erro ao autenticar usuário.',
  ...ACCESS_REFUSALS,
  ...SIGN_IN_TOASTS,
  missingFields: 'Preencha o email e a senha.',
  // The second step (issue 25 §1).
  code: 'Código de verificação',
  codeHint: 'O código de 6 dígitos do aplicativo autenticador, ou um dos seus códigos de recuperação.',
  codeRequired: 'Digite o código de verificação',
  wrongCode: 'Código de verificação inválido',
  codeExpired: 'A verificação expirou. Entre novamente com seu email e senha.',
  verify: 'Verificar',
  verifying: 'Verificando...',
  back: 'Voltar',
} as const;

export const RECOVERY_MESSAGES = {
  emailRequired: 'Digite seu email para recuperar a senha',
  sent: 'Email de recuperação enviado. Verifique sua caixa de entrada.',
  failure: 'Erro ao enviar email de recuperação: ',
  unexpected: 'Erro inesperado ao enviar email de recuperação',
} as const;

export const RESET_MESSAGES = {
  invalidLink: 'Link de redefinição de senha inválido ou expirado',
  failure: 'Erro ao redefinir senha: ',
  success: 'Senha atualizada com sucesso! Redirecionando para o login...',
} as const;

export const CHANGE_PASSWORD_MESSAGES = {
  failure: 'Erro ao atualizar senha: ',
  success: 'Senha atualizada com sucesso',
  // 'Senha atual' is an addition to SPEC §2 (ADR 0006): its messages are ours, not the spec's.
  currentRequired: 'Digite a senha atual',
  currentWrong: 'Senha atual incorreta',
} as const;

export const loginSchema = z.object({
  email: z
    .string({ error: LOGIN_MESSAGES.missingFields })
    .refine(isStorableText, INVALID_CHARACTER)
    .trim()
    .min(1, LOGIN_MESSAGES.missingFields)
    .max(ADMINISTRATOR_LIMITS.email, tooLongMessage(ADMINISTRATOR_LIMITS.email)),
  password: z.string().min(1, LOGIN_MESSAGES.missingFields),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The second step: 6 digits from the app, or a recovery code ('abcde-12345'); spaces dropped. */
export const signInCodeSchema = z.object({
  code: z
    .string({ error: LOGIN_MESSAGES.codeRequired })
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, LOGIN_MESSAGES.codeRequired)
        .regex(/^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, LOGIN_MESSAGES.wrongCode),
    ),
});

export const recoverySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, RECOVERY_MESSAGES.emailRequired)
    .pipe(z.email(`${RECOVERY_MESSAGES.failure}email inválido`)),
});

/** New password and its confirmation: change (/admin/profile) and reset (/reset-password). */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'A senha deve ter pelo menos 6 caracteres')
      .max(PASSWORD_MAX_LENGTH, 'A senha deve ter no máximo 128 caracteres'),
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'As senhas não coincidem',
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const resetPasswordSchema = z.intersection(
  z.object({
    token: z
      .string({ error: RESET_MESSAGES.invalidLink })
      .trim()
      .min(1, RESET_MESSAGES.invalidLink)
      .max(1000, RESET_MESSAGES.invalidLink)
      .refine(isStorableText, RESET_MESSAGES.invalidLink),
  }),
  newPasswordSchema,
);

/** /admin/profile: the current password (ADR 0006), then the new one and its confirmation. */
export const changePasswordSchema = z.intersection(
  z.object({
    current_password: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired })
      .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_MAX_LENGTH, CHANGE_PASSWORD_MESSAGES.currentWrong),
  }),
  newPasswordSchema,
);
