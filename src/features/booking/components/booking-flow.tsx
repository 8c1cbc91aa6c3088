import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { Modality } from '@/db/schema';
import { BOOKING_ADDRESSES } from '@/lib/shared/booking-addresses';
import { MODALITY_PARAMS } from '@/features/booking/shared/options';
import { longDayLabel } from '@/features/booking/shared/time-zones';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import type { BookingChoices, MonthView } from '../public-queries';
import { areaName, modalityName } from '../texts';
import { MonthCalendar } from './month-calendar';
import { SlotForm } from './slot-form';
import { hiddenEntries, stepHref, type StepState } from './step-links';

// /agendar-consulta (issue 23) and /en/book-a-consultation (issue 34): área → modalidade → dia →
// horário e dados, each step a plain GET form or link, so the whole flow works without JavaScript;
// the last step is a public form (docs/forms.md). src/enhance/booking.ts only adds the visitor's
// time zone to the addresses and sends the last form as JSON.

/** 'Horários no fuso de Brasília (America/Sao_Paulo).': the times are on the firm's clock. */
export const timeZoneNote = (locale: Locale) => translator(locale)('booking.timeZoneNote');

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `passo-${number}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {number}. {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Chosen({
  label,
  value,
  change,
  changeLabel,
}: {
  label: string;
  value: string;
  change: string;
  changeLabel: string;
}) {
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 text-slate-800">
      <span>
        <span className="font-medium">{label}:</span> {value}
      </span>
      <a href={change} className="text-sm font-semibold text-brand-800 underline">
        {changeLabel}
        <span className="sr-only"> {label.toLowerCase()}</span>
      </a>
    </p>
  );
}

/** A step's choice: radio buttons in a GET form that carries the earlier steps. */
function ChoiceForm({
  name,
  legend,
  options,
  state,
  checked,
  action,
  submitLabel,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  state: StepState;
  checked?: string;
  action: string;
  submitLabel: string;
}) {
  return (
    <form method="get" action={action} data-booking-step="" className="space-y-4">
      {hiddenEntries(state).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <fieldset>
        <legend className="sr-only">{legend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-4 py-3 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                required
                defaultChecked={option.value === checked || options.length === 1}
                className="accent-brand-800"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClasses('dark', 'lg')}>
        {submitLabel}
      </button>
    </form>
  );
}

export interface BookingFlowProps {
  state: StepState;
  choices: BookingChoices;
  modality: Modality | null;
  month: MonthView | null;
  zone: string | null;
  locale?: Locale;
}

export function BookingFlow({ state, choices, modality, month, zone, locale = 'pt-BR' }: BookingFlowProps) {
  const t = translator(locale);
  const base = BOOKING_ADDRESSES[locale].flow;
  const area = choices.areas.find((item) => item.value === state.area)?.value ?? null;
  const keep = { fuso: state.fuso };
  const change = t('booking.change');
  const next = t('booking.continue');
  if (choices.areas.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
        {t('booking.none.before')}{' '}
        <a href={addressOf('/contato', locale)} className="font-semibold text-brand-800 underline">
          {t('booking.none.link')}
        </a>
        .
      </p>
    );
  }
  return (
    <div className="space-y-6" data-enhance="booking-steps">
      <p className="text-sm text-slate-600">{timeZoneNote(locale)}</p>
      <Step number={1} title={t('booking.step.area')}>
        {area ? (
          <Chosen
            label={t('booking.step.area')}
            value={areaName(area, locale)}
            change={stepHref(keep, base)}
            changeLabel={change}
          />
        ) : (
          <ChoiceForm
            name="area"
            legend={t('booking.step.area')}
            options={choices.areas.map((item) => ({
              value: item.value,
              label: areaName(item.value, locale),
            }))}
            state={keep}
            action={base}
            submitLabel={next}
          />
        )}
      </Step>
      {area && (
        <Step number={2} title={t('booking.step.modality')}>
          {modality ? (
            <Chosen
              label={t('booking.step.modality')}
              value={modalityName(modality, locale)}
              change={stepHref({ ...keep, area }, base)}
              changeLabel={change}
            />
          ) : (
            <ChoiceForm
              name="modalidade"
              legend={t('booking.step.modality')}
              options={choices.modalities.map((value) => ({
                value: MODALITY_PARAMS[value],
                label: modalityName(value, locale),
              }))}
              state={{ ...keep, area }}
              action={base}
              submitLabel={next}
            />
          )}
        </Step>
      )}
      {area && modality && month && (
        <Step number={3} title={t('booking.step.day')}>
          {month.freeDays.size === 0 && (
            <p className="mb-3 text-sm text-slate-700">{t('booking.noFreeDays')}</p>
          )}
          <MonthCalendar
            base={base}
            locale={locale}
            state={state}
            month={month.month}
            freeDays={month.freeDays}
            previous={month.previous}
            next={month.next}
            chosen={state.dia ?? null}
          />
        </Step>
      )}
      {area && modality && state.dia && month && (
        <Step number={4} title={t('booking.step.timeAndDetails')}>
          <p className="mb-4 font-medium text-slate-800">{longDayLabel(state.dia, locale)}</p>
          {/* Rendered even when the day has no time left: a refusal answered without the script
              (the slot just taken) is said in this form, with what was typed. */}
          <SlotForm
            state={state}
            starts={month.slots.map((slot) => slot.start)}
            zone={zone}
            locale={locale}
          />
        </Step>
      )}
    </div>
  );
}
