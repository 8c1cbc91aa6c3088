'use client';

import { ActionForm, useFieldError } from '@/components/ui/action-form';
import { FieldError, FormField, SelectField } from '@/components/ui/form-field';
import { BOOKING_AREAS, DURATION_OPTIONS, WEEKDAY_LABELS } from '@/features/booking/shared/options';
import { saveCalendarAction } from '../actions';
import { AGENDA_LIMITS, calendarSchema, intervalsText } from '../schema';
import type { CalendarItem } from '../view';

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const DEFAULT_HOURS: Record<number, string> = {
  1: '09:00-12:00, 14:00-18:00',
  2: '09:00-12:00, 14:00-18:00',
  3: '09:00-12:00, 14:00-18:00',
  4: '09:00-12:00, 14:00-18:00',
  5: '09:00-12:00, 14:00-18:00',
};

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-4 accent-brand-800" />
      {label}
    </label>
  );
}

function GroupError({ name }: { name: string }) {
  const { error } = useFieldError(name);
  return <FieldError message={error} />;
}

/** Adding or editing a calendar ('Agenda'): who, what, when, how long, how far ahead, how. */
export function CalendarForm({ calendar, onDone }: { calendar?: CalendarItem; onDone: () => void }) {
  const hours = (day: number) =>
    calendar ? intervalsText(calendar.weeklyHours[String(day)]) : (DEFAULT_HOURS[day] ?? '');
  return (
    <ActionForm
      action={saveCalendarAction}
      schema={calendarSchema}
      submitLabel={calendar ? 'Atualizar agenda' : 'Adicionar agenda'}
      busyLabel="Salvando..."
      cancelLabel="Cancelar"
      onCancel={onDone}
      onSuccess={onDone}
      className="space-y-5"
    >
      {calendar && <input type="hidden" name="id" value={calendar.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="name"
          label="Nome"
          defaultValue={calendar?.name}
          maxLength={AGENDA_LIMITS.calendarName}
          hint="Advogado(a) ou equipe"
          required
        />
        <FormField
          name="email"
          type="email"
          label="E-mail notificado"
          defaultValue={calendar?.email}
          maxLength={AGENDA_LIMITS.email}
          required
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Áreas atendidas</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {BOOKING_AREAS.map((area) => (
            <Check
              key={area.value}
              name={`area_${area.value}`}
              label={area.label}
              checked={calendar ? calendar.areas.includes(area.value) : true}
            />
          ))}
        </div>
        <GroupError name={`area_${BOOKING_AREAS[0].value}`} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Horário semanal (fuso de Brasília, America/Sao_Paulo)
        </legend>
        <p className="text-xs text-slate-600">
          Um ou mais intervalos por dia, como 09:00-12:00, 14:00-18:00. Vazio: sem consultas.
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {WEEK_ORDER.map((day) => (
            <FormField
              key={day}
              name={`hours_${day}`}
              label={WEEKDAY_LABELS[day]!}
              defaultValue={hours(day)}
              maxLength={200}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="duration_minutes"
          label="Duração"
          defaultValue={String(calendar?.durationMinutes ?? 60)}
          options={DURATION_OPTIONS.map((value) => ({ value: String(value), label: `${value} minutos` }))}
        />
        <FormField
          name="buffer_minutes"
          type="number"
          min={0}
          max={240}
          label="Intervalo entre consultas (minutos)"
          defaultValue={calendar?.bufferMinutes ?? 15}
        />
        <FormField
          name="min_notice_hours"
          type="number"
          min={0}
          max={2160}
          label="Antecedência mínima (horas)"
          defaultValue={calendar?.minNoticeHours ?? 24}
        />
        <FormField
          name="window_days"
          type="number"
          min={1}
          max={365}
          label="Janela de agendamento (dias)"
          defaultValue={calendar?.windowDays ?? 30}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Modalidades</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          <Check
            name="in_person"
            label="Presencial (no endereço do escritório)"
            checked={calendar?.inPerson ?? true}
          />
          <Check name="online" label="Online (link de videochamada)" checked={calendar?.online ?? false} />
        </div>
        <GroupError name="in_person" />
      </fieldset>
      <FormField
        name="video_link"
        type="url"
        label="Link da videochamada"
        optional
        defaultValue={calendar?.videoLink ?? ''}
        maxLength={AGENDA_LIMITS.videoLink}
        placeholder="https://meet.google.com/..."
      />
      <Check
        name="active"
        label="Agenda ativa (aceita agendamentos pelo site)"
        checked={calendar?.active ?? true}
      />
    </ActionForm>
  );
}
