import 'server-only';
import { getEnv } from '@/lib/server/env';
import { log } from '@/lib/server/log';
import { getMailer } from '@/lib/server/mail/get-mailer';

// The e-mail an account's owner gets whenever a way into it is added or removed (a passkey, the
// second step): a session stolen and used to plant one is seen by the owner, who can act on it.
// Short, in Portuguese, through the project's one mailer. A failed send never undoes the change.

export type SecurityNotice =
  | { kind: 'passkey_added'; name: string }
  | { kind: 'passkey_removed'; name: string }
  | { kind: 'passkeys_revoked'; count: number; reason: string }
  | { kind: 'two_factor_enabled' }
  | { kind: 'two_factor_disabled'; reason?: string };

/** Why the second factors of an account went (passkeys, second step), as the e-mails and the activity log say it. */
export const SECOND_FACTOR_REVOCATION_REASONS = {
  passwordReset: 'redefinição de senha',
  operatorPassword: 'nova senha definida pelo comando de usuários',
  userTypeChange: 'mudança de tipo de usuário',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function content(notice: SecurityNotice): { subject: string; what: string; advice: string } {
  const notYou =
    'Se não foi você, redefina sua senha agora pelo link "Esqueceu sua senha?" da página de login: ' +
    'isso encerra todas as sessões e remove as passkeys e a autenticação em duas etapas da conta.';
  switch (notice.kind) {
    case 'passkey_added':
      return {
        subject: 'Passkey adicionada à sua conta',
        what: `Uma passkey (${notice.name}) foi adicionada à sua conta. Com ela é possível entrar sem digitar a senha.`,
        advice: notYou,
      };
    case 'passkey_removed':
      return {
        subject: 'Passkey removida da sua conta',
        what: `A passkey ${notice.name} foi removida da sua conta e não pode mais ser usada para entrar.`,
        advice: notYou,
      };
    case 'passkeys_revoked': {
      const which =
        notice.count === 1
          ? 'A passkey da sua conta foi removida'
          : `As ${notice.count} passkeys da sua conta foram removidas`;
      return {
        subject: 'Passkeys removidas da sua conta',
        what: `${which} por causa de: ${notice.reason}.`,
        advice: 'Para voltar a entrar sem a senha, adicione uma passkey de novo no seu perfil.',
      };
    }
    case 'two_factor_enabled':
      return {
        subject: 'Autenticação em duas etapas ativada',
        what: 'A autenticação em duas etapas foi ativada na sua conta: cada entrada com a senha pedirá também o código do aplicativo.',
        advice:
          'Se não foi você, fale com o administrador do escritório e redefina sua senha pelo link "Esqueceu sua senha?" da página de login.',
      };
    case 'two_factor_disabled':
      // Turned off with the account's passkeys (second-factor-revocation.ts): the reason is given.
      if (notice.reason)
        return {
          subject: 'Autenticação em duas etapas desativada',
          what: `A autenticação em duas etapas foi desativada na sua conta por causa de: ${notice.reason}.`,
          advice:
            'Para voltar a usá-la, ative-a de novo no seu perfil; se o escritório a exige, isso será pedido na próxima entrada.',
        };
      return {
        subject: 'Autenticação em duas etapas desativada',
        what: 'A autenticação em duas etapas foi desativada na sua conta: a senha volta a bastar para entrar.',
        advice: notYou,
      };
  }
}

/** E-mails the account's owner about a change of its ways in; a failure is logged, not thrown. */
export async function sendSecurityNotice(to: string, notice: SecurityNotice): Promise<void> {
  try {
    const { SITE_URL } = getEnv();
    const { subject, what, advice } = content(notice);
    const paragraphs = ['Olá,', `${what}`, advice, `Painel administrativo: ${SITE_URL}/admin/profile`];
    await getMailer().send({
      to,
      subject,
      text: `${paragraphs.join('\n\n')}\n`,
      html: paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n'),
    });
  } catch (error) {
    log.error({ err: error, notice: notice.kind }, 'the security notice could not be sent');
  }
}
