import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { APPOINTMENT_STATUS_LABELS, areaLabel, MODALITY_LABELS } from '@/features/booking/shared/options';
import { firmLocal } from '@/features/booking/shared/slots';
import { dayLabel, slotLabel, timeIn } from '@/features/booking/shared/time-zones';
import type { BookingView } from '../public-queries';
import { bookingWhatsappUrl } from '../whatsapp';

/** 'Consulta agendada para 03/12/2026 às 10:00.' (issue 23). */
export function bookedMessage(view: Pick<BookingView, 'start'>): string {
  return BOOKING_MESSAGES.success(dayLabel(firmLocal(view.start).day), timeIn(view.start));
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A booking's page: the success message right after moving or cancelling, where and when, its
 * status, the WhatsApp step, and the 'Cancelar' and 'Remarcar' links of its e-mails.
 */
export function BookingDetails({
  view,
  path,
  just,
}: {
  view: BookingView;
  path: string;
  just: 'moved' | 'cancelled' | null;
}) {
  const { day } = firmLocal(view.start);
  const chat = view.status === 'confirmed' ? bookingWhatsappUrl(view) : null;
  const online = view.modality === 'online';
  return (
    <div className="space-y-6">
      {just === 'moved' && view.status === 'confirmed' && (
        <Alert variant="success">
          <p className="text-base font-semibold">
            {BOOKING_MESSAGES.rescheduled(dayLabel(day), timeIn(view.start))}
          </p>
        </Alert>
      )}
      {just === 'cancelled' && view.status === 'cancelled' && (
        <Alert variant="success">
          <p className="text-base font-semibold">{BOOKING_MESSAGES.cancelled}</p>
        </Alert>
      )}
      {view.status === 'cancelled' && view.cancelledBy === 'firm' && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          O escritório cancelou esta consulta.{view.reason && ` Motivo: ${view.reason}`}
        </p>
      )}
      <section
        aria-labelledby="booking-title"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="booking-title" className="text-lg font-semibold text-brand-900">
          Sua consulta
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Row label="Data">{dayLabel(day)}</Row>
          <Row label="Horário">
            {slotLabel(view.start, view.visitorTimeZone)}{' '}
            <span className="text-sm text-slate-600">(horário de Brasília)</span>
          </Row>
          <Row label="Modalidade">{MODALITY_LABELS[view.modality]}</Row>
          <Row label={online ? 'Link da videochamada' : 'Endereço'}>
            {online && /^https?:\/\//.test(view.place) ? (
              <a
                href={view.place}
                className="font-medium break-all text-brand-800 underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {view.place}
              </a>
            ) : (
              view.place
            )}
          </Row>
          <Row label="Área">{areaLabel(view.area)}</Row>
          <Row label="Situação">{APPOINTMENT_STATUS_LABELS[view.status]}</Row>
        </dl>
      </section>
      {chat && (
        <p className="rounded-md bg-green-50 px-4 py-3 text-green-900">
          Quer adiantar a conversa?{' '}
          <a href={chat} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            Converse com o escritório pelo WhatsApp
          </a>
          .
        </p>
      )}
      {view.changeable && (
        <div className="flex flex-wrap gap-3">
          <a href={`${path}/remarcar`} className={buttonClasses('outline', 'lg')}>
            <Icon name="calendar-days" className="size-4" />
            Remarcar
          </a>
          <a href={`${path}/cancelar`} className={buttonClasses('outline', 'lg')}>
            Cancelar
          </a>
        </div>
      )}
      <p className="text-sm text-slate-600">
        Guarde o e-mail de confirmação: os links dele também permitem cancelar ou remarcar.
      </p>
    </div>
  );
}
