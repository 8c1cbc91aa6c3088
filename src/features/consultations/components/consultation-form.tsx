import { FieldMarkup } from '@/components/ui/field-markup';
import { PublicForm } from '@/components/ui/public-form';
import { CONSULTATION_MAX, CONSULTATION_MESSAGES } from '../messages';

/** Shown once a request is saved, with the chat's link, in case the browser kept it from opening. */
function WhatsappFallback() {
  return (
    <p
      role="status"
      hidden
      data-whatsapp-status=""
      className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
    >
      Sua solicitação foi registrada. Se a conversa não abriu,{' '}
      {/* A link once the request is saved: src/enhance/forms.ts gives it the chat's address. */}
      <a data-whatsapp-link="" className="font-semibold underline">
        abra o WhatsApp do escritório
      </a>
      .
    </p>
  );
}

/**
 * The consultation request (SPEC §4, §5), rendered on the server; src/enhance/forms.ts
 * (consultationForm) sends it to POST /api/consultation, then opens the firm's WhatsApp chat with
 * the request prefilled.
 */
export function ConsultationForm() {
  return (
    <PublicForm
      enhance="consultation-form"
      label="Solicitação de consulta"
      submitLabel="Solicitar Consulta"
      failure={CONSULTATION_MESSAGES.failure}
      after={<WhatsappFallback />}
    >
      <FieldMarkup
        name="name"
        label="Nome"
        autoComplete="name"
        required
        maxLength={CONSULTATION_MAX.name}
        errorSlot
      />
      <FieldMarkup
        name="company_name"
        label="Empresa"
        optional
        autoComplete="organization"
        maxLength={CONSULTATION_MAX.companyName}
        errorSlot
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldMarkup
          name="email"
          type="email"
          label="E-mail"
          autoComplete="email"
          required
          maxLength={CONSULTATION_MAX.email}
          errorSlot
        />
        <FieldMarkup
          name="phone"
          type="tel"
          label="Telefone"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          required
          maxLength={CONSULTATION_MAX.phone}
          errorSlot
        />
      </div>
      <FieldMarkup
        name="case_summary"
        label="Resumo do caso"
        multiline
        rows={5}
        required
        maxLength={CONSULTATION_MAX.caseSummary}
        errorSlot
      />
    </PublicForm>
  );
}
