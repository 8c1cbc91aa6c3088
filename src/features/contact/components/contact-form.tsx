'use client';

import { FieldErrorsProvider } from '@/components/ui/action-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useActionForm } from '@/components/ui/use-action-form';
import { HoneypotField } from '@/components/site/honeypot-field';
import { sendContactMessage } from '../actions';
import { CONTACT_FAILURE, CONTACT_LIMITS, CONTACT_REQUIRED, contactSchema } from '../schema';
import { FormPrivacyNotice } from '@/components/site/privacy-notice';

/** The contact form (SPEC §4, §5): validated here and again on the server with the same schema. */
export function ContactForm() {
  const form = useActionForm(sendContactMessage, {
    schema: contactSchema,
    refresh: false,
    toastFieldErrors: true,
    unreachable: CONTACT_FAILURE,
  });
  // 'Por favor, preencha todos os campos' is said once, above the button, with the empty fields
  // marked; other field messages (an invalid e-mail) at their field.
  const missing = Object.values(form.fieldErrors).includes(CONTACT_REQUIRED);
  const alert = missing ? CONTACT_REQUIRED : form.formError;
  const shown = Object.fromEntries(
    Object.entries(form.fieldErrors).filter(([, message]) => message !== CONTACT_REQUIRED),
  );
  const field = (name: keyof typeof CONTACT_LIMITS) => ({
    name,
    maxLength: CONTACT_LIMITS[name],
    required: true,
    invalid: name in form.fieldErrors,
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-label="Formulário de contato"
      aria-busy={form.pending || undefined}
      className="relative space-y-4"
    >
      <FieldErrorsProvider form={{ fieldErrors: shown, clearError: form.clearError }}>
        <FormField label="Nome" autoComplete="name" {...field('name')} />
        <FormField label="E-mail" type="email" autoComplete="email" {...field('email')} />
        <FormField label="Mensagem" multiline rows={5} {...field('message')} />
      </FieldErrorsProvider>
      <HoneypotField />
      {alert && <Alert variant="error">{alert}</Alert>}
      <button
        type="submit"
        disabled={form.pending}
        className={buttonClasses('dark', 'lg', 'w-full sm:w-auto')}
      >
        {form.pending ? 'Enviando...' : 'Enviar Mensagem'}
      </button>
      <FormPrivacyNotice />
    </form>
  );
}
