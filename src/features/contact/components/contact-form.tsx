import { FieldMarkup } from '@/components/ui/field-markup';
import { PublicForm } from '@/components/ui/public-form';
import { formMessages, publicFormTexts } from '../form-messages';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { CONTACT_FAILURE, CONTACT_LIMITS, CONTACT_REQUIRED } from '../messages';

const field = (name: keyof typeof CONTACT_LIMITS) => ({
  name,
  maxLength: CONTACT_LIMITS[name],
  required: true,
  errorSlot: true,
});

/**
 * The contact form (SPEC §4, §5), rendered on the server; src/enhance/request-forms.ts (contactForm)
 * checks it with the same schema as the server, sends it to POST /api/contact and shows the answer.
 * Without the script it posts to its page, which answers with it filled in (docs/forms.md).
 * In English (/en/contact) its texts come from the catalogue, and its messages too (ADR 0027).
 */
export function ContactForm({ locale = 'pt-BR' }: { locale?: Locale }) {
  const english = locale !== 'pt-BR';
  const t = translator(locale);
  return (
    <PublicForm
      enhance="contact-form"
      label={english ? t('forms.contact.formLabel') : 'Formulário de contato'}
      submitLabel={english ? t('forms.contact.submit') : 'Enviar Mensagem'}
      failure={english ? t('forms.contact.failure') : CONTACT_FAILURE}
      // 'Por favor, preencha todos os campos' is one message for the form (SPEC §5): said once,
      // above the button, the empty fields marked and described by it; other field messages (an
      // invalid e-mail) at their field.
      formMessage={english ? (formMessages(locale)[CONTACT_REQUIRED] ?? CONTACT_REQUIRED) : CONTACT_REQUIRED}
      language={locale}
      texts={publicFormTexts(locale)}
    >
      <FieldMarkup
        label={english ? t('forms.contact.name') : 'Nome'}
        autoComplete="name"
        {...field('name')}
      />
      <FieldMarkup
        label={english ? t('forms.contact.emailLabel') : 'E-mail'}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <FieldMarkup
        label={english ? t('forms.contact.message') : 'Mensagem'}
        multiline
        rows={5}
        {...field('message')}
      />
    </PublicForm>
  );
}
