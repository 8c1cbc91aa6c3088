import { ConsultationFields } from '@/components/site/consultation-fields';
import { PublicForm } from '@/components/ui/public-form';
import { CONSULTATION_MESSAGES } from '../messages';
import { WHATSAPP_PART } from '../outcome';

/** Shown once a request is saved: the chat's link (opened by the script too, when there is one). */
function WhatsappStep() {
  return (
    <p
      hidden
      data-form-part={WHATSAPP_PART}
      className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
    >
      Para continuar,{' '}
      {/* No address, target or rel until the request is saved (an <a> without href takes neither). */}
      <a data-form-part-link="new-tab" className="font-semibold underline">
        abra a conversa no WhatsApp do escritório
      </a>
      .
    </p>
  );
}

/**
 * The consultation request (SPEC §4, §5), rendered on the server; src/enhance/request-forms.ts
 * (consultationForm) sends it to POST /api/consultation, then opens the firm's WhatsApp chat with
 * the request prefilled. Without the script it posts to its page, which answers with the chat's link.
 */
export function ConsultationForm() {
  return (
    <PublicForm
      enhance="consultation-form"
      label="Solicitação de consulta"
      submitLabel="Solicitar Consulta"
      failure={CONSULTATION_MESSAGES.failure}
      parts={<WhatsappStep />}
    >
      <ConsultationFields />
    </PublicForm>
  );
}
