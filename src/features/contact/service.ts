import 'server-only';
import { eq } from 'drizzle-orm';
import { contactMessages, siteSettings } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { parseInput } from '@/lib/action-result';
import { guardPublicForm } from '@/lib/form-guard';
import { getMailer } from '@/lib/mail/get-mailer';
import { contactSchema, type ContactInput } from './schema';

export interface Sender {
  /** The visitor's network address (rate limit only; not stored). */
  address: string;
}

/**
 * A visitor's contact message (SPEC §7): stored first, so it is never lost, then e-mailed to the
 * firm (the spec's 'send-email'). A mail failure is logged and does not fail the submission.
 */
export async function submitContactMessage(input: unknown, sender: Sender): Promise<void> {
  await guardPublicForm('contact', input, sender.address);
  const message = parseInput(contactSchema, input);
  await getDb().insert(contactMessages).values(message);
  try {
    await sendEmail(message);
  } catch (error) {
    console.error('[contact] stored the message but could not e-mail it:', error);
  }
}

async function sendEmail({ name, email, message }: ContactInput) {
  const [settings] = await getDb()
    .select({ email: siteSettings.email, firmName: siteSettings.firmName })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  if (!settings?.email) {
    console.warn('[contact] the firm has no e-mail address in site_settings: message only stored');
    return;
  }
  await getMailer().send({
    to: settings.email,
    replyTo: email,
    subject: `Nova mensagem de contato pelo site: ${name}`,
    text: `Mensagem enviada pelo formulário de contato do site ${settings.firmName}.\n\nNome: ${name}\nE-mail: ${email}\n\nMensagem:\n${message}\n`,
  });
}
