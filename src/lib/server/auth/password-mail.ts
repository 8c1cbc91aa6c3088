import 'server-only';
import { eq } from 'drizzle-orm';
import { siteSettings } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import { getMailer } from '@/lib/server/mail/get-mailer';
import { log } from '@/lib/server/log';

// The two e-mails that carry a link to /reset-password: the recovery asked for on /login and the
// invitation a new user gets (nobody knows the random password user management gives them).

/** 'o painel administrativo da {firm}', or without a name until the firm fills it in (issue 10). */
async function panelOf(): Promise<string> {
  try {
    const [row] = await getDb()
      .select({ firmName: siteSettings.firmName })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    if (row?.firmName) return `painel administrativo da ${row.firmName}`;
  } catch (error) {
    log.error({ err: error }, 'could not read the firm name for an e-mail');
  }
  return 'painel administrativo';
}

/** The page where a token from one of these e-mails sets a new password. */
export function passwordLink(token: string): string {
  return `${getEnv().SITE_URL}/reset-password#token=${encodeURIComponent(token)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function html(paragraphs: string[], link: string, button: string) {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return `${body}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f1d33;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(button)}</a></p>
<p style="color:#555">${escapeHtml('Se o botão não funcionar, copie este endereço no navegador:')}<br>${escapeHtml(link)}</p>`;
}

export async function sendPasswordResetMail(to: string, token: string, validForMinutes: number) {
  const link = passwordLink(token);
  const panel = await panelOf();
  const paragraphs = [
    'Olá,',
    `Recebemos um pedido para redefinir a senha da sua conta no ${panel}.`,
    `Para escolher uma nova senha, abra o link abaixo (válido por ${validForMinutes} minutos).`,
    'Se você não fez esse pedido, ignore este email: sua senha continua a mesma.',
  ];
  await getMailer().send({
    to,
    subject: 'Redefinição de senha',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: html(paragraphs, link, 'Redefinir senha'),
  });
}

export async function sendInvitationMail(to: string, token: string, validForDays: number) {
  const link = passwordLink(token);
  const panel = await panelOf();
  const paragraphs = [
    'Olá,',
    `Você foi cadastrado no ${panel} com o email ${to}.`,
    `Para definir a sua senha e começar a usar o painel, abra o link abaixo (válido por ${validForDays} dias).`,
    `Depois, entre em ${getEnv().SITE_URL}/login com o seu email e a senha que escolheu.`,
  ];
  await getMailer().send({
    to,
    subject: `Convite para o ${panel}`,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: html(paragraphs, link, 'Definir minha senha'),
  });
}
