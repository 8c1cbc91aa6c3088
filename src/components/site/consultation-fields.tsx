import { FieldMarkup } from '@/components/ui/field-markup';
import { CONSULTATION_MAX } from '@/lib/shared/consultation-fields';

/**
 * The spec's consultation fields (SPEC §5) as a public form renders them, with their error slots:
 * the consultation request (features/consultations) and the booking's last step (features/booking),
 * which asks for the same fields, checked by the same schema pieces (lib/shared/consultation-fields.ts).
 */
export function ConsultationFields() {
  return (
    <>
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
    </>
  );
}
