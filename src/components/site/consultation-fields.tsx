import { FieldMarkup } from '@/components/ui/field-markup';
import { translator } from '@/lib/server/i18n';
import { CONSULTATION_MAX } from '@/lib/shared/consultation-fields';
import type { Locale } from '@/lib/shared/locale';

/** The fields' labels in Portuguese (the spec's). */
const PORTUGUESE = {
  name: 'Nome',
  company: 'Empresa',
  email: 'E-mail',
  phone: 'Telefone',
  phonePlaceholder: '(11) 98765-4321',
  caseSummary: 'Resumo do caso',
  optional: true as boolean | string,
};

/** The labels in the page's language (English from the catalogue, ADR 0027). */
function labels(locale: Locale) {
  if (locale === 'pt-BR') return PORTUGUESE;
  const t = translator(locale);
  return {
    name: t('forms.consultation.name'),
    company: t('forms.consultation.company'),
    email: t('forms.consultation.email'),
    phone: t('forms.consultation.phone'),
    phonePlaceholder: t('forms.consultation.phonePlaceholder'),
    caseSummary: t('forms.consultation.caseSummary'),
    optional: t('forms.optional'),
  };
}

/**
 * The spec's consultation fields (SPEC §5) as a public form renders them, with their error slots:
 * the consultation request (features/consultations) and the booking's last step (features/booking),
 * which asks for the same fields, checked by the same schema pieces (lib/shared/consultation-fields.ts).
 */
export function ConsultationFields({ locale = 'pt-BR' }: { locale?: Locale }) {
  const label = labels(locale);
  return (
    <>
      <FieldMarkup
        name="name"
        label={label.name}
        autoComplete="name"
        required
        maxLength={CONSULTATION_MAX.name}
        errorSlot
      />
      <FieldMarkup
        name="company_name"
        label={label.company}
        optional={label.optional}
        autoComplete="organization"
        maxLength={CONSULTATION_MAX.companyName}
        errorSlot
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldMarkup
          name="email"
          type="email"
          label={label.email}
          autoComplete="email"
          required
          maxLength={CONSULTATION_MAX.email}
          errorSlot
        />
        <FieldMarkup
          name="phone"
          type="tel"
          label={label.phone}
          autoComplete="tel"
          placeholder={label.phonePlaceholder}
          required
          maxLength={CONSULTATION_MAX.phone}
          errorSlot
        />
      </div>
      <FieldMarkup
        name="case_summary"
        label={label.caseSummary}
        multiline
        rows={5}
        required
        maxLength={CONSULTATION_MAX.caseSummary}
        errorSlot
      />
    </>
  );
}
