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
