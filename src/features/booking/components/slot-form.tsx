import { ConsultationFields } from '@/components/site/consultation-fields';
import { FieldError } from '@/components/ui/field-markup';
import { PublicForm } from '@/components/ui/public-form';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { slotLabel, slotName, timeIn } from '@/features/booking/shared/time-zones';
import { fieldErrorId } from '@/lib/shared/field-ids';
import { BOOKING_PARTS } from '../outcome';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { messageIn, translatedMessages } from '../texts';
import { hiddenEntries, type StepState } from './step-links';

const CHOICE =
  'flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50';

/** The times of the chosen day as radio buttons: the firm's clock, and the visitor's when it differs. */
function TimeChoice({ starts, zone, locale }: { starts: number[]; zone: string | null; locale: Locale }) {
  const t = translator(locale);
  if (starts.length === 0) {
    // A day whose last time was just taken (the page answering a plain post says so in the alert).
    return <p className="text-slate-700">{t('booking.noTimesLeft')}</p>;
  }
  const id = (start: number) => `hora-${timeIn(start).replace(':', '')}`;
  const available = t('booking.calendar.available');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('booking.time')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {starts.map((start) => (
          <label key={start} htmlFor={id(start)} className={CHOICE}>
            <input
              type="radio"
              id={id(start)}
              name="hora"
              value={timeIn(start)}
              required
              aria-label={slotName(slotLabel(start, zone, locale), available)}
              className="accent-brand-800"
            />
            {slotLabel(start, zone, locale)}
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
function ConfirmedParts({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <>
      <p hidden data-form-part={BOOKING_PARTS.modality} className={PART}>
        {t('booking.parts.modality')} <strong data-form-part-text="" />
      </p>
      <p hidden data-form-part={BOOKING_PARTS.address} className={PART}>
        {t('booking.parts.address')} <span data-form-part-text="" />
      </p>
      <p hidden data-form-part={BOOKING_PARTS.video} className={PART}>
        {t('booking.parts.video')} <a data-form-part-link="new-tab" data-form-part-text="" className={LINK} />
      </p>
      <p hidden data-form-part={BOOKING_PARTS.note} className={PART}>
        <span data-form-part-text="" />
      </p>
      <p
        hidden
        data-form-part={BOOKING_PARTS.whatsapp}
        className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
      >
        {t('booking.parts.whatsappAsk')}{' '}
        {/* No address, target or rel until the booking is made (an <a> without href takes neither). */}
        <a data-form-part-link="new-tab" className="font-semibold underline">
          {t('booking.parts.whatsappLink')}
        </a>
        .
      </p>
      <p hidden data-form-part={BOOKING_PARTS.manage} className={PART}>
        {t('booking.parts.emailNote')}{' '}
        <a data-form-part-link="" className={LINK}>
          {t('booking.parts.manage')}
        </a>
      </p>
    </>
  );
}

/** An English page's texts of the public form (the Portuguese page keeps the spec's). */
function formTexts(locale: Locale) {
  if (locale === 'pt-BR') return undefined;
  const t = translator(locale);
  return {
    busy: t('booking.form.busy'),
    honeypot: t('booking.form.honeypot'),
    messages: translatedMessages(locale),
    privacyLead: t('booking.form.privacy'),
    privacyLink: t('booking.form.privacyLink'),
  };
}

/**
 * The last step (issue 23): the day's free times and the spec's consultation fields, confirmed
 * with 'Confirmar agendamento'. A public form (docs/forms.md): src/enhance/booking.ts sends it as
 * JSON to /api/booking; without the script it posts to this page, whose query holds the steps'
 * choices (also in the hidden fields), and the page answers with the outcome. Its hidden
 * `language` says which page it was sent from (the booking's language, issue 34).
 */
export function SlotForm({
  state,
  starts,
  zone,
  locale = 'pt-BR',
}: {
  state: StepState;
  starts: number[];
  zone: string | null;
  locale?: Locale;
}) {
  const t = translator(locale);
  return (
    <PublicForm
      enhance="booking-form"
      label={t('booking.form.label')}
      submitLabel={t('booking.form.submit')}
      failure={messageIn(BOOKING_MESSAGES.failure, locale)}
      parts={<ConfirmedParts locale={locale} />}
      texts={formTexts(locale)}
      language={locale}
    >
      {hiddenEntries({ ...state, mes: null }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TimeChoice starts={starts} zone={zone} locale={locale} />
      <ConsultationFields locale={locale} />
    </PublicForm>
  );
}
