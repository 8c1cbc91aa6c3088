'use client';

import { useState } from 'react';
import { FieldErrorsProvider } from '@/components/ui/action-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useActionForm } from '@/components/ui/use-action-form';
import { HoneypotField } from '@/components/site/honeypot-field';
import { requestConsultation } from '../actions';
import { CONSULTATION_MAX, CONSULTATION_MESSAGES, consultationSchema } from '../schema';
import { FormPrivacyNotice } from '@/components/site/privacy-notice';

/** Opens the firm's WhatsApp chat in a new tab, without giving it a handle on this page. */
function openChat(url: string) {
  const chat = window.open(url, '_blank');
  if (chat) chat.opener = null;
}

/**
 * The consultation request (SPEC §4, §5): saved on the server, then the firm's WhatsApp chat opens
 * with the request prefilled.
 */
export function ConsultationForm() {
  const [whatsappUrl, setWhatsappUrl] = useState<string | null>(null);
  const form = useActionForm(requestConsultation, {
    schema: consultationSchema,
    refresh: false,
    toastFieldErrors: true,
    unreachable: CONSULTATION_MESSAGES.failure,
    onSuccess: ({ whatsappUrl: url }) => {
      setWhatsappUrl(url);
      if (url) openChat(url);
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setWhatsappUrl(null);
        form.onSubmit(event);
      }}
      aria-label="Solicitação de consulta"
      aria-busy={form.pending || undefined}
      className="relative space-y-4"
    >
      <FieldErrorsProvider form={form}>
        <FormField name="name" label="Nome" autoComplete="name" required maxLength={CONSULTATION_MAX.name} />
        <FormField
          name="company_name"
          label="Empresa"
          optional
          autoComplete="organization"
          maxLength={CONSULTATION_MAX.companyName}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="email"
            type="email"
            label="E-mail"
            autoComplete="email"
            required
            maxLength={CONSULTATION_MAX.email}
          />
          <FormField
            name="phone"
            type="tel"
            label="Telefone"
            autoComplete="tel"
            placeholder="(11) 98765-4321"
            required
            maxLength={CONSULTATION_MAX.phone}
          />
        </div>
        <FormField
          name="case_summary"
          label="Resumo do caso"
          multiline
          rows={5}
          required
          maxLength={CONSULTATION_MAX.caseSummary}
        />
      </FieldErrorsProvider>
      <HoneypotField />
      {form.formError && <Alert variant="error">{form.formError}</Alert>}
      <button
        type="submit"
        disabled={form.pending}
        className={buttonClasses('dark', 'lg', 'w-full sm:w-auto')}
      >
        {form.pending ? 'Enviando...' : 'Solicitar Consulta'}
      </button>
      <FormPrivacyNotice />
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
