'use client';

import Link from 'next/link';
import { ActionForm } from '@/components/ui/action-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { useActionRunner } from '@/components/ui/use-action-form';
import {
  APPOINTMENT_STATUS_LABELS,
  MODALITY_LABELS,
  WEEKDAY_LABELS,
} from '@/features/booking/shared/options';
import { addDays, firmLocal, weekdayOf } from '@/features/booking/shared/slots';
import { dayLabel, timeIn } from '@/features/booking/shared/time-zones';
import { blockSlotAction, removeBlockAction } from '../actions';
import { AGENDA_LIMITS, blockSchema } from '../schema';
import type { BookingItem, WeekView as Week } from '../view';
import { BookingActions } from './booking-actions';

function Entry({ item }: { item: BookingItem }) {
  const { pending, run } = useActionRunner();
  const time = `${timeIn(Date.parse(item.start))}–${timeIn(Date.parse(item.end))}`;
  if (item.kind === 'block') {
    return (
      <li className="rounded border border-slate-300 bg-slate-100 p-2 text-xs">
        <span className="font-semibold">{time}</span> Bloqueado{item.reason && `: ${item.reason}`}
        <Button
          variant="ghost"
          size="sm"
          disabled={pending}
          onClick={() => run(() => removeBlockAction(item.id))}
        >
          Remover bloqueio<span className="sr-only"> das {time}</span>
        </Button>
      </li>
    );
  }
  return (
    <li
      className={`rounded border p-2 text-xs ${item.status === 'cancelled' ? 'border-slate-200 text-slate-500 line-through' : 'border-brand-200 bg-brand-50'}`}
    >
      <span className="font-semibold">{time}</span> {item.name}
      <span className="block">
        {item.modality && MODALITY_LABELS[item.modality]} · {APPOINTMENT_STATUS_LABELS[item.status]}
      </span>
      <span className="block break-all">
        {item.email} · {item.phone}
      </span>
      {item.status !== 'cancelled' && (
        <div className="mt-1 no-underline">
          <BookingActions item={item} />
        </div>
      )}
    </li>
  );
}

/** One calendar's week (issue 23): its hours, bookings and blocks per day, and blocking a slot by hand. */
export function WeekView({ week }: { week: Week }) {
  const days = Array.from({ length: 7 }, (_, index) => addDays(week.monday, index));
  const link = (monday: string) => `/admin/agenda?agenda=${week.calendarId}&semana=${monday}`;
  return (
    <SectionCard
      title={`Semana de ${week.calendarName}`}
      description={`De ${dayLabel(days[0]!)} a ${dayLabel(days[6]!)}, horário de Brasília.`}
    >
      <div className="mb-4 flex flex-wrap gap-3 text-sm font-semibold">
        <a href={link(addDays(week.monday, -7))} className="text-brand-800 underline">
          Semana anterior
        </a>
        <a href={link(addDays(week.monday, 7))} className="text-brand-800 underline">
          Próxima semana
        </a>
        <Link href="/admin/agenda" className="text-brand-800 underline">
          Todas as agendas
        </Link>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[56rem] table-fixed border-collapse text-left align-top text-sm">
          <caption className="sr-only">Semana de {week.calendarName}</caption>
          <thead>
            <tr>
              {days.map((day) => (
                <th key={day} scope="col" className="border-b border-slate-200 p-2 font-semibold">
                  {WEEKDAY_LABELS[weekdayOf(day)]} {dayLabel(day).slice(0, 5)}
                  <span className="block text-xs font-normal text-slate-600">
                    {(week.weeklyHours[String(weekdayOf(day))] ?? [])
                      .map(([from, to]) => `${from}–${to}`)
                      .join(', ') || 'Sem horário'}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {days.map((day) => (
                <td key={day} className="border-r border-slate-100 p-1 align-top">
                  <ul className="space-y-1">
                    {week.items
                      .filter((item) => firmLocal(Date.parse(item.start)).day === day)
                      .map((item) => (
                        <Entry key={item.id} item={item} />
                      ))}
                  </ul>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <h3 className="mt-6 mb-2 font-semibold text-brand-900">Bloquear horário</h3>
      <ActionForm
        action={blockSlotAction}
        schema={blockSchema}
        submitLabel="Bloquear horário"
        busyLabel="Salvando..."
        className="grid gap-4 sm:grid-cols-4"
      >
        <input type="hidden" name="calendar_id" value={week.calendarId} />
        <FormField name="day" type="date" label="Dia" defaultValue={days[0]} required />
        <FormField name="from" type="time" label="Início" required />
        <FormField name="to" type="time" label="Fim" required />
        <FormField name="reason" label="Motivo" optional maxLength={AGENDA_LIMITS.reason} />
      </ActionForm>
    </SectionCard>
  );
}
