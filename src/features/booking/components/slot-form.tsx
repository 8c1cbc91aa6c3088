import { FieldError, FieldMarkup } from '@/components/ui/field-markup';
import { PublicForm } from '@/components/ui/public-form';
import { BOOKING_MESSAGES } from '@/lib/shared/booking/booking-schema';
import { timeIn, slotLabel } from '@/lib/shared/booking/time-zones';
import { CONSULTATION_MAX } from '@/lib/shared/consultation-fields';
import { fieldErrorId } from '@/lib/shared/field-ids';
import type { FormDraft } from '@/lib/server/form-draft';
import { hiddenEntries, type StepState } from './step-links';

export const CONFIRM_PATH = '/agendar-consulta/confirmar';

/** The times of the chosen day as radio buttons: the firm's clock, and the visitor's when it differs. */
function TimeChoice({
  starts,
  zone,
  checked,
  error,
}: {
  starts: number[];
  zone: string | null;
  checked?: string;
  error?: string;
}) {
  const firstId = `hora-${timeIn(starts[0]!).replace(':', '')}`;
  return (
    <fieldset aria-describedby={error ? fieldErrorId(firstId) : undefined}>
      <legend className="text-sm font-medium text-slate-800">Horário</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {starts.map((start) => {
          const value = timeIn(start);
          const id = `hora-${value.replace(':', '')}`;
          return (
            <label
              key={start}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                id={id}
                name="hora"
                value={value}
                required
                defaultChecked={value === checked}
                className="accent-brand-800"
              />
              {slotLabel(start, zone)}
            </label>
          );
        })}
      </div>
      <FieldError id={fieldErrorId(firstId)} message={error} slot />
    </fieldset>
  );
}

/**
 * The last step (issue 23): the day's free times and the spec's consultation fields, confirmed
 * with 'Confirmar agendamento'. Without the script it posts to CONFIRM_PATH and is answered with
 * a redirect; with it, src/enhance/booking.ts sends it as JSON.
 */
export function SlotForm({
  state,
  starts,
  zone,
  draft,
}: {
  state: StepState;
  starts: number[];
  zone: string | null;
  draft: FormDraft | null;
}) {
  const values = draft?.values ?? {};
  const errors = draft?.fieldErrors ?? {};
  const field = (name: string) => ({
    name,
    defaultValue: values[name],
    error: errors[name],
    errorSlot: true,
  });
  return (
    <PublicForm
      enhance="booking-form"
      action={CONFIRM_PATH}
      label="Agendamento da consulta"
      submitLabel="Confirmar agendamento"
      failure={BOOKING_MESSAGES.failure}
      formError={draft && Object.keys(errors).length === 0 ? draft.message : undefined}
    >
      {hiddenEntries({ ...state, mes: null }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TimeChoice starts={starts} zone={zone} checked={values.hora} error={errors.hora} />
      <FieldMarkup
        {...field('name')}
        label="Nome"
        autoComplete="name"
        required
        maxLength={CONSULTATION_MAX.name}
      />
      <FieldMarkup
        {...field('company_name')}
        label="Empresa"
        optional
        autoComplete="organization"
        maxLength={CONSULTATION_MAX.companyName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldMarkup
          {...field('email')}
          type="email"
          label="E-mail"
          autoComplete="email"
          required
          maxLength={CONSULTATION_MAX.email}
        />
        <FieldMarkup
          {...field('phone')}
          type="tel"
          label="Telefone"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          required
          maxLength={CONSULTATION_MAX.phone}
        />
      </div>
      <FieldMarkup
        {...field('case_summary')}
        label="Resumo do caso"
        multiline
        rows={5}
        required
        maxLength={CONSULTATION_MAX.caseSummary}
      />
    </PublicForm>
  );
}
