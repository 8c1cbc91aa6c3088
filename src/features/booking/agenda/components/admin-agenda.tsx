'use client';

import { useState } from 'react';
import { ActionForm } from '@/components/ui/action-form';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { useActionRunner } from '@/components/ui/use-action-form';
import { areaLabel, MODALITY_LABELS } from '@/features/booking/shared/options';
import { firmLocal } from '@/features/booking/shared/slots';
import { longDayLabel, timeIn } from '@/features/booking/shared/time-zones';
import { formatCalendarDate } from '@/lib/shared/dates';
import { addTimeOffAction, removeCalendarAction, removeTimeOffAction, renewFeedAction } from '../actions';
import { AGENDA_LIMITS, timeOffSchema } from '../schema';
import type { AgendaOverview, BookingItem, CalendarItem } from '../view';
import { BookingActions } from './booking-actions';
import { CalendarForm } from './calendar-form';

export const TIME_ZONE_STATEMENT =
  'Todos os horários estão no fuso do escritório: Brasília (America/Sao_Paulo).';

/** The next two weeks' consultations, by day: the client's data, the status and its actions. */
function Upcoming({ items }: { items: BookingItem[] }) {
  if (items.length === 0)
    return <p className="text-sm text-slate-600">Nenhuma consulta nos próximos 14 dias.</p>;
  const days = [...new Set(items.map((item) => firmLocal(Date.parse(item.start)).day))];
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <div key={day}>
          <h3 className="mb-2 font-semibold text-brand-900 first-letter:uppercase">{longDayLabel(day)}</h3>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Consultas de {longDayLabel(day)}</caption>
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Horário
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Cliente
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Agenda
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Modalidade
                  </th>
                  <th scope="col" className="py-1">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items
                  .filter((item) => firmLocal(Date.parse(item.start)).day === day)
                  .map((item) => (
                    <tr key={item.id} className="align-top">
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {timeIn(Date.parse(item.start))}–{timeIn(Date.parse(item.end))}
                      </td>
                      <td className="py-2 pr-3">
                        <span className="font-medium">{item.name}</span>
                        {item.companyName && <span className="block text-slate-600">{item.companyName}</span>}
                        <a href={`mailto:${item.email}`} className="block break-all text-brand-800 underline">
                          {item.email}
                        </a>
                        <span className="block">{item.phone}</span>
                        <span className="block text-slate-600">{areaLabel(item.area)}</span>
                        <details className="mt-1">
                          <summary className="cursor-pointer text-slate-600">Resumo do caso</summary>
                          <p className="whitespace-pre-wrap">{item.caseSummary}</p>
                        </details>
                      </td>
                      <td className="py-2 pr-3">{item.calendarName}</td>
                      <td className="py-2 pr-3">{item.modality ? MODALITY_LABELS[item.modality] : '—'}</td>
                      <td className="py-2">
                        <BookingActions item={item} />
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </div>
  );
}

function CalendarCard({ calendar, onEdit }: { calendar: CalendarItem; onEdit: () => void }) {
  const { pending, run } = useActionRunner();
  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-brand-900">
            {calendar.name}
            {!calendar.active && <span className="ml-2 text-sm font-normal text-slate-600">(inativa)</span>}
          </h3>
          <p className="text-sm text-slate-600">
            {calendar.email} · {calendar.durationMinutes} min · intervalo {calendar.bufferMinutes} min ·
            antecedência {calendar.minNoticeHours} h · janela {calendar.windowDays} dias ·{' '}
            {[calendar.inPerson && 'Presencial', calendar.online && 'Online'].filter(Boolean).join(' e ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={`/admin/agenda?agenda=${calendar.id}`}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Semana<span className="sr-only"> de {calendar.name}</span>
          </a>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            Editar<span className="sr-only"> {calendar.name}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={pending}
            onClick={() => {
              if (window.confirm(`Excluir a agenda ${calendar.name}? Esta ação não pode ser desfeita.`))
                run(() => removeCalendarAction(calendar.id));
            }}
          >
            Excluir<span className="sr-only"> {calendar.name}</span>
          </Button>
        </div>
      </div>
      <div className="mt-3">
        <label className="block text-sm font-medium text-slate-800" htmlFor={`feed-${calendar.id}`}>
          Endereço de assinatura (.ics) para Google Agenda ou Outlook
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={`feed-${calendar.id}`}
            readOnly
            value={calendar.feedUrl}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-1.5 font-mono text-xs"
            onFocus={(event) => event.target.select()}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() => {
              if (window.confirm('Gerar um novo endereço? O endereço atual deixará de funcionar.'))
                run(() => renewFeedAction(calendar.id));
            }}
          >
            Gerar novo endereço
          </Button>
        </div>
        <p className="mt-1 text-xs text-slate-600">
          Privado: mostra só nome, horário e modalidade de cada consulta.
        </p>
      </div>
    </li>
  );
}

function TimeOff({ overview }: { overview: AgendaOverview }) {
  const { pending, run } = useActionRunner();
  const calendarName = (id: string | null) =>
    overview.calendars.find((item) => item.id === id)?.name ?? 'Todo o escritório';
  return (
    <>
      <ActionForm
        action={addTimeOffAction}
        schema={timeOffSchema}
        submitLabel="Adicionar folga"
        busyLabel="Salvando..."
        className="grid gap-4 sm:grid-cols-2"
      >
        <SelectField
          name="calendar_id"
          label="Agenda"
          defaultValue=""
          options={[
            { value: '', label: 'Todo o escritório' },
            ...overview.calendars.map((item) => ({ value: item.id, label: item.name })),
          ]}
        />
        <FormField
          name="reason"
          label="Motivo"
          optional
          maxLength={AGENDA_LIMITS.timeOffReason}
          placeholder="Feriado, férias..."
        />
        <FormField name="starts_on" type="date" label="De" required />
        <FormField name="ends_on" type="date" label="Até" required />
      </ActionForm>
      {overview.timeOff.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100 text-sm">
          {overview.timeOff.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {formatCalendarDate(item.startsOn)}
                {item.endsOn !== item.startsOn && ` a ${formatCalendarDate(item.endsOn)}`} ·{' '}
                {calendarName(item.calendarId)}
                {item.reason && ` · ${item.reason}`}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={pending}
                onClick={() => run(() => removeTimeOffAction(item.id))}
              >
                Remover<span className="sr-only"> folga de {formatCalendarDate(item.startsOn)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /admin/agenda: upcoming consultations, the calendars and 'Folgas e feriados' (issue 23). */
export function AdminAgenda({ overview }: { overview: AgendaOverview }) {
  const [editing, setEditing] = useState<CalendarItem | 'new' | null>(null);
  return (
    <div>
      <p className="mb-6 text-sm text-slate-700">{TIME_ZONE_STATEMENT}</p>
      <SectionCard title="Próximas consultas">
        <Upcoming items={overview.upcoming} />
      </SectionCard>
      <SectionCard title="Agendas" description="Uma agenda por advogado(a) ou equipe.">
        {editing ? (
          <CalendarForm
            key={editing === 'new' ? 'new' : editing.id}
            calendar={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Button onClick={() => setEditing('new')}>Nova agenda</Button>
        )}
        {overview.calendars.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">
            Nenhuma agenda cadastrada: o site ainda não aceita agendamentos.
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {overview.calendars.map((calendar) => (
              <CalendarCard key={calendar.id} calendar={calendar} onEdit={() => setEditing(calendar)} />
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard
        title="Folgas e feriados"
        description="Dias sem consultas, de uma agenda ou de todo o escritório."
      >
        <TimeOff overview={overview} />
      </SectionCard>
    </div>
  );
}
