'use client';

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/site/button-link';
import { InputField, TextareaField } from '@/components/site/form-field';
import { HoneypotField } from '@/components/site/honeypot-field';
import { formErrors } from '@/lib/form-schema';
import { requestConsultation } from '../actions';
import { CONSULTATION_MAX, CONSULTATION_MESSAGES, consultationSchema } from '../schema';

/**
 * The consultation request (SPEC §4, §5): saved on the server, then the firm's WhatsApp chat opens
 * with the request prefilled.
 */
export function ConsultationForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [whatsappUrl, setWhatsappUrl] = useState<string | null>(null);

  const refuse = (form: HTMLFormElement, fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    const first = Object.keys(fieldErrors)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = consultationSchema.safeParse(values);
    if (!parsed.success) return refuse(form, formErrors(parsed.error));
    setErrors({});
    setWhatsappUrl(null);
    setSending(true);
    try {
      const result = await requestConsultation(values);
      if (!result.ok) {
        refuse(form, result.fieldErrors ?? {});
        toast.error(result.message);
        return;
      }
      toast.success(result.message);
      form.reset();
      const url = result.data.whatsappUrl;
      if (url) {
        setWhatsappUrl(url);
        const chat = window.open(url, '_blank');
        if (chat) chat.opener = null;
      }
    } catch (error) {
      console.error('[consultation] submission failed:', error);
      toast.error(CONSULTATION_MESSAGES.failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Solicitação de consulta" className="relative space-y-4">
      <InputField
        name="name"
        label="Nome"
        autoComplete="name"
        required
        maxLength={CONSULTATION_MAX.name}
        error={errors.name}
      />
      <InputField
        name="company_name"
        label="Empresa"
        optional
        autoComplete="organization"
        maxLength={CONSULTATION_MAX.companyName}
        error={errors.company_name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          name="email"
          type="email"
          label="E-mail"
          autoComplete="email"
          required
          maxLength={CONSULTATION_MAX.email}
          error={errors.email}
        />
        <InputField
          name="phone"
          type="tel"
          label="Telefone"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          required
          maxLength={CONSULTATION_MAX.phone}
          error={errors.phone}
        />
      </div>
      <TextareaField
        name="case_summary"
        label="Resumo do caso"
        required
        maxLength={CONSULTATION_MAX.caseSummary}
        error={errors.case_summary}
      />
      <HoneypotField />
      <button type="submit" disabled={sending} className={`${buttonClass('dark')} w-full sm:w-auto`}>
        {sending ? 'Enviando...' : 'Solicitar Consulta'}
      </button>
      {whatsappUrl && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          Sua solicitação foi registrada. Se a conversa não abriu,{' '}
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            abra o WhatsApp do escritório
          </a>
          .
        </p>
      )}
    </form>
  );
}
