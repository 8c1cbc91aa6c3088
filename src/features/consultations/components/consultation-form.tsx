import { ConsultationFields } from '@/components/site/consultation-fields';
import { PublicForm, type PublicFormTexts } from '@/components/ui/public-form';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { CONSULTATION_MESSAGES } from '../messages';
import { WHATSAPP_PART } from '../outcome';

/** Shown once a request is saved: the chat's link (opened by the script too, when there is one). */
function WhatsappStep({ locale }: { locale: Locale }) {
  const english = locale !== 'pt-BR';
  const t = translator(locale);
  return (
    <p
      hidden
      data-form-part={WHATSAPP_PART}
      className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
    >
      {english ? t('forms.consultation.whatsappBefore') : 'Para continuar,'}{' '}
      {/* No address, target or rel until the request is saved (an <a> without href takes neither). */}
      <a data-form-part-link="new-tab" className="font-semibold underline">
        {english ? t('forms.consultation.whatsappLink') : 'abra a conversa no WhatsApp do escritório'}
      </a>
      .
    </p>
  );
}

/**
 * The consultation request (SPEC §4, §5), rendered on the server; src/enhance/request-forms.ts
 * (consultationForm) sends it to POST /api/consultation, then opens the firm's WhatsApp chat with
 * the request prefilled. Without the script it posts to its page, which answers with the chat's link.
 * In English (/en/consultation-request) its texts and messages come from the catalogue (ADR 0027).
 */
export function ConsultationForm({
  locale = 'pt-BR',
  texts,
}: {
  locale?: Locale;
  /** The form's texts and messages in a language other than Portuguese (its page gives them). */
  texts?: PublicFormTexts;
}) {
  const english = locale !== 'pt-BR';
  const t = translator(locale);
  return (
    <PublicForm
      enhance="consultation-form"
      label={english ? t('forms.consultation.formLabel') : 'Solicitação de consulta'}
      submitLabel={english ? t('forms.consultation.submit') : 'Solicitar Consulta'}
      failure={english ? t('forms.consultation.failure') : CONSULTATION_MESSAGES.failure}
      parts={<WhatsappStep locale={locale} />}
      language={locale}
      texts={texts}
    >
      <ConsultationFields locale={locale} />
    </PublicForm>
  );
}
