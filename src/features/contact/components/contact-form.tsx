'use client';

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/site/button-link';
import { InputField, TextareaField } from '@/components/site/form-field';
import { HoneypotField } from '@/components/site/honeypot-field';
import { formErrors } from '@/lib/form-schema';
import { sendContactMessage } from '../actions';
import { CONTACT_FAILURE, CONTACT_LIMITS, CONTACT_REQUIRED, contactSchema } from '../schema';

/** The contact form (SPEC §4, §5): validated here and again on the server with the same schema. */
export function ContactForm({ idPrefix = 'contact-' }: { idPrefix?: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);

  const refuse = (form: HTMLFormElement, fieldErrors: Record<string, string>, message: string) => {
    setErrors(fieldErrors);
    // 'Por favor, preencha todos os campos' and refusals of the whole form (e.g. the rate limit) are
    // said once, above the button; other messages (an invalid e-mail) at their field.
    const forForm = message === CONTACT_REQUIRED || Object.keys(fieldErrors).length === 0;
    setAlert(forForm ? message : '');
    toast.error(message);
    const first = Object.keys(fieldErrors)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const fieldState = (name: string) => ({
    invalid: Boolean(errors[name]),
    error: errors[name] && errors[name] !== CONTACT_REQUIRED ? errors[name] : undefined,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = formErrors(parsed.error);
      return refuse(form, fieldErrors, Object.values(fieldErrors)[0]!);
    }
    setErrors({});
    setAlert('');
    setSending(true);
    try {
      const result = await sendContactMessage(values);
      if (result.ok) {
        toast.success(result.message);
        form.reset();
      } else {
        refuse(form, result.fieldErrors ?? {}, result.message);
      }
    } catch (error) {
      console.error('[contact] submission failed:', error);
      refuse(form, {}, CONTACT_FAILURE);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Formulário de contato" className="relative space-y-4">
      <InputField
        idPrefix={idPrefix}
        name="name"
        label="Nome"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.name}
        {...fieldState('name')}
      />
      <InputField
        idPrefix={idPrefix}
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        required
        maxLength={CONTACT_LIMITS.email}
        {...fieldState('email')}
      />
      <TextareaField
        idPrefix={idPrefix}
        name="message"
        label="Mensagem"
        required
        maxLength={CONTACT_LIMITS.message}
        {...fieldState('message')}
      />
      <HoneypotField idPrefix={idPrefix} />
      {alert && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {alert}
        </p>
      )}
      <button type="submit" disabled={sending} className={`${buttonClass('dark')} w-full sm:w-auto`}>
        {sending ? 'Enviando...' : 'Enviar Mensagem'}
      </button>
    </form>
  );
}
