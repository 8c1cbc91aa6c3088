import { z } from 'zod';

// 'Autenticação em duas etapas' at /admin/profile (issue 25 §1): its words and its two forms'
// schemas, shared by the card and the server.

export const TWO_FACTOR_MESSAGES = {
  title: 'Autenticação em duas etapas',
  description:
    'Além da senha, o acesso pede um código de 6 dígitos gerado por um aplicativo autenticador no seu celular (Google Authenticator, Microsoft Authenticator, 1Password…).',
  statusOn: 'Ativada',
  statusOff: 'Desativada',
  enable: 'Ativar',
  disable: 'Desativar',
  passwordPrompt: 'Para começar, confirme sua senha.',
  disablePrompt: 'Para desativar, confirme sua senha.',
  continue: 'Continuar',
  scan: 'Escaneie o QR code com o aplicativo autenticador, ou digite a chave abaixo nele.',
  qrLabel: 'QR code para o aplicativo autenticador',
  secret: 'Chave',
  codePrompt: 'Depois, digite o código de 6 dígitos que o aplicativo mostra.',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  recoveryCodes: 'Códigos de recuperação',
  recoveryHint:
    'Guarde estes 10 códigos em um lugar seguro (impressos ou no gerenciador de senhas). Sem o celular, cada um permite entrar uma única vez.',
  recoveryLeft: (n: number) =>
    n === 1 ? 'Resta 1 código de recuperação.' : `Restam ${n} códigos de recuperação.`,
  done: 'Concluir',
  enabled: 'Autenticação em duas etapas ativada',
  disabled: 'Autenticação em duas etapas desativada',
  startFailed: 'Erro ao ativar a autenticação em duas etapas',
  disableFailed: 'Erro ao desativar a autenticação em duas etapas',
  wrongCode: 'Código inválido. Confira o código no aplicativo e tente novamente.',
  wrongPassword: 'Senha atual incorreta',
  passwordRequired: 'Digite a senha atual',
  codeRequired: 'Digite o código de 6 dígitos',
  notStarted: 'A ativação expirou. Clique em Ativar para começar de novo.',
  alreadyEnabled: 'A autenticação em duas etapas já está ativada.',
  required: 'O escritório exige a autenticação em duas etapas: ela não pode ser desativada.',
  loadFailed: 'Erro ao carregar a autenticação em duas etapas',
} as const;

export const twoFactorPasswordSchema = z.object({
  current_password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
    .max(128, TWO_FACTOR_MESSAGES.wrongPassword),
});

/** The six digits the app shows; spaces typed between them are dropped. */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, TWO_FACTOR_MESSAGES.codeRequired)
        .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.wrongCode),
    ),
});

/** What 'Ativar' shows: the QR code's modules (rows of 0 and 1) and the key to type instead. */
export interface TwoFactorSetup {
  qr: string[];
  secret: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** Recovery codes not used yet (when enabled). */
  recoveryCodesLeft: number;
  /** The firm requires it ('Exigir autenticação em duas etapas'). */
  required: boolean;
}
