import { z } from 'zod';
import { isStorableText } from '@/lib/shared/text-rules';

// User management (SPEC §2 User management, §5 New user, §8 Users): super_admin only.

/** The types user management can give; super_admin comes only from the start-up or the command line. */
export const MANAGED_USER_TYPES = ['admin', 'user'] as const;
export type ManagedUserType = (typeof MANAGED_USER_TYPES)[number];

/** Whether user management gives this type (so it may also change it, or remove its account). */
export const isManagedUserType = (type: string): type is ManagedUserType =>
  (MANAGED_USER_TYPES as readonly string[]).includes(type);

export const USER_TYPE_LABELS = {
  super_admin: 'Super Administrador',
  admin: 'Administrador',
  user: 'Usuário',
} as const;

/** A new user's random password (SPEC §9); they choose their own through the invitation link. */
export const GENERATED_PASSWORD_LENGTH = 12;
/** How long the invitation link to set a password stays valid. */
export const INVITATION_TTL_DAYS = 7;

// The §8 toasts name the reason: 'Erro ao adicionar usuário: {message}'.
export const USER_MESSAGES = {
  screenTitle: 'Gerenciar Usuários',
  created: 'Usuário adicionado com sucesso',
  createFailed: (reason: string) => `Erro ao adicionar usuário: ${reason}`,
  deleted: 'Usuário removido com sucesso',
  deleteFailed: (reason: string) => `Erro ao remover usuário: ${reason}`,
  typeUpdated: 'Tipo de usuário atualizado com sucesso',
  typeUpdateFailed: (reason: string) => `Erro ao atualizar tipo de usuário: ${reason}`,
  loadFailed: (reason: string) => `Erro ao carregar usuários: ${reason}`,
  superAdminOnly: 'Apenas super administradores podem acessar esta página.',
  duplicate: 'já existe um usuário com este email',
  notFound: 'usuário não encontrado',
  protectedRow: 'não é possível alterar ou remover um super administrador nem o seu próprio usuário',
  /** Why a row's controls are disabled, by its lock (ManagedUser.lock). */
  locked: {
    self: 'Você não pode alterar nem remover o seu próprio usuário',
    superAdmin: 'Super administradores não podem ser alterados nem removidos',
  },
  // The screen's words.
  emptyMessage: 'Nenhum usuário cadastrado.',
  formTitle: ['Adicionar Novo Usuário', 'Adicionar Novo Usuário'],
  submitLabel: ['Adicionar Usuário', 'Adicionar Usuário'],
  busyLabel: 'Adicionando...',
} as const;

const userType = z.enum(MANAGED_USER_TYPES, { error: 'tipo de usuário inválido' });

export const newUserSchema = z.object({
  email: z
    .string({ error: 'o email é obrigatório' })
    .trim()
    .min(1, 'o email é obrigatório')
    .max(254, 'email inválido')
    .pipe(z.email('email inválido')),
  user_type: userType.default('user'),
});
export type NewUserInput = z.input<typeof newUserSchema>;

export const userTypeChangeSchema = z.object({
  id: z
    .string({ error: USER_MESSAGES.notFound })
    .min(1, USER_MESSAGES.notFound)
    .max(100, USER_MESSAGES.notFound)
    .refine(isStorableText, USER_MESSAGES.notFound),
  user_type: userType,
});

export const userIdSchema = z
  .string({ error: USER_MESSAGES.notFound })
  .min(1, USER_MESSAGES.notFound)
  .max(100, USER_MESSAGES.notFound)
  .refine(isStorableText, USER_MESSAGES.notFound);

export interface ManagedUser {
  id: string;
  email: string;
  userType: keyof typeof USER_TYPE_LABELS;
  /** Whether the account has two-step sign-in (absent for a user just added). */
  twoFactorEnabled?: boolean;
  /**
   * Why the signed-in super_admin may not change or remove this row ('self': their own; 'superAdmin':
   * a type user management does not give), or null when they may. The service decides; the screen
   * disables the row's controls from it and the operations refuse the row for the same reason.
   */
  lock: RowLock | null;
}

export type RowLock = keyof typeof USER_MESSAGES.locked;

/** 'Exigir autenticação em duas etapas' (issue 25 §1): the firm's policy, set by the super_admin. */
export const TWO_FACTOR_POLICY_MESSAGES = {
  title: 'Autenticação em duas etapas',
  label: 'Exigir autenticação em duas etapas',
  description:
    'Ligada, toda conta da equipe precisa configurar um aplicativo autenticador logo depois da senha, antes de abrir qualquer página do painel.',
  required: 'Autenticação em duas etapas exigida para toda a equipe',
  optional: 'Autenticação em duas etapas não é mais exigida',
  failed: (reason: string) => `Erro ao alterar a exigência de autenticação em duas etapas: ${reason}`,
  ownFirst: 'ative antes a autenticação em duas etapas na sua própria conta (Perfil)',
  on: 'duas etapas ativa',
  off: 'sem duas etapas',
} as const;

export const twoFactorPolicySchema = z.boolean({ error: 'valor inválido' });

/** What /admin/usuarios shows: the users and the firm's policy. */
export interface UserManagement {
  users: ManagedUser[];
  requireTwoFactor: boolean;
}
