// The spec's texts for the session and the admin check (SPEC §6, §8 Session), shared by the admin
// shell (components) and the auth feature.

export const SESSION_MESSAGES = {
  signedOut: 'Logout realizado com sucesso',
  signOutFailed: 'Erro ao fazer logout. Redirecionando para página de login...',
  expired: 'Sessão expirada',
} as const;

export const ADMIN_CHECK_MESSAGES = {
  verifying: 'Verificando permissões...',
  denied: 'Acesso negado. Apenas administradores podem acessar esta página.',
  failed: 'Erro ao verificar permissões de administrador',
} as const;

/** SPEC §8 Login: the right credentials of someone who is not staff (no session is created). */
export const ACCESS_REFUSALS = {
  notAdministrator: 'Acesso negado. Apenas administradores têm acesso ao sistema.',
  wrongUserType: 'Acesso negado. Você não tem permissões de administrador.',
} as const;

/** SPEC §8 Login: the toasts of a sign-in, whatever its method. */
export const SIGN_IN_TOASTS = {
  unexpected: 'Erro inesperado ao fazer login',
  success: 'Login realizado com sucesso!',
} as const;
