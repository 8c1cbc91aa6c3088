import { ConsultationFields } from '@/components/site/consultation-fields';
import { FieldError } from '@/components/ui/field-markup';
import { PublicForm } from '@/components/ui/public-form';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { slotLabel, timeIn } from '@/features/booking/shared/time-zones';
import { fieldErrorId } from '@/lib/shared/field-ids';
import { BOOKING_PARTS } from '../outcome';
import { hiddenEntries, type StepState } from './step-links';

const CHOICE =
  'flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50';

/** The times of the chosen day as radio buttons: the firm's clock, and the visitor's when it differs. */
function TimeChoice({ starts, zone }: { starts: number[]; zone: string | null }) {
  if (starts.length === 0) {
    // A day whose last time was just taken (the page answering a plain post says so in the alert).
    return (
      <p className="text-slate-700">
        Não há mais horários livres neste dia. Escolha outro dia no calendário.
      </p>
    );
  }
  const id = (start: number) => `hora-${timeIn(start).replace(':', '')}`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Horário</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {starts.map((start) => (
          <label key={start} htmlFor={id(start)} className={CHOICE}>
            <input
              type="radio"
              id={id(start)}
              name="hora"
              value={timeIn(start)}
              required
              className="accent-brand-800"
            />
            {slotLabel(start, zone)}
          </label>
        ))}
      </div>
      {/* The group's message, filled by src/lib/shared/form-dom.ts (it describes the first time). */}
      <FieldError id={fieldErrorId(id(starts[0]!))} slot live={false} />
    </fieldset>
  );
}

const PART = 'text-sm text-slate-800';
const LINK = 'font-semibold break-all text-brand-800 underline';

/** What a confirmed booking shows under its message (outcome.ts fills them in). */
function ConfirmedParts() {
  return (
    <>
      <p hidden data-form-part={BOOKING_PARTS.modality} className={PART}>
        Modalidade: <strong data-form-part-text="" />
      </p>
      <p hidden data-form-part={BOOKING_PARTS.address} className={PART}>
        Endereço: <span data-form-part-text="" />
      </p>
      <p hidden data-form-part={BOOKING_PARTS.video} className={PART}>
        Link da videochamada: <a data-form-part-link="new-tab" data-form-part-text="" className={LINK} />
      </p>
      <p hidden data-form-part={BOOKING_PARTS.note} className={PART}>
        <span data-form-part-text="" />
      </p>
      <p
        hidden
        data-form-part={BOOKING_PARTS.whatsapp}
        className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
      >
        Quer adiantar a conversa?{' '}
        {/* No address, target or rel until the booking is made (an <a> without href takes neither). */}
        <a data-form-part-link="new-tab" className="font-semibold underline">
          Converse com o escritório pelo WhatsApp
        </a>
        .
      </p>
      <p hidden data-form-part={BOOKING_PARTS.manage} className={PART}>
        A confirmação chega por e-mail.{' '}
        <a data-form-part-link="" className={LINK}>
          Ver, remarcar ou cancelar a consulta
        </a>
      </p>
    </>
  );
}

/**
 * The last step (issue 23): the day's free times and the spec's consultation fields, confirmed
 * with 'Confirmar agendamento'. A public form (docs/forms.md): src/enhance/booking.ts sends it as
 * JSON to /api/booking; without the script it posts to this page, whose query holds the steps'
 * choices (also in the hidden fields), and the page answers with the outcome.
 */
export function SlotForm({
  state,
  starts,
  zone,
}: {
  state: StepState;
  starts: number[];
  zone: string | null;
}) {
  return (
    <PublicForm
      enhance="booking-form"
      label="Agendamento da consulta"
      submitLabel="Confirmar agendamento"
      failure={BOOKING_MESSAGES.failure}
      parts={<ConfirmedParts />}
    >
      {hiddenEntries({ ...state, mes: null }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TimeChoice starts={starts} zone={zone} />
      <ConsultationFields />
    </PublicForm>
  );
}
