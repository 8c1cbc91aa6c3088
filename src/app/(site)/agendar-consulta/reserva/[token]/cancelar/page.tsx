import type { Metadata } from 'next';
import { buttonClasses } from '@/components/ui/button';
import { bookedMessage } from '@/features/booking/components/booking-details';
import { BookingPageShell, reservaPath } from '@/features/booking/components/booking-page';
import { linkRefusal } from '@/features/booking/link-forms';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { APPOINTMENT_STATUS_LABELS } from '@/features/booking/shared/options';

export const metadata: Metadata = {
  title: 'Cancelar consulta',
  robots: { index: false, follow: false },
};

/** 'Cancelar' from the e-mail: a question and a button; only the button's POST cancels. */
export default async function CancelPage({
  params,
  searchParams,
}: PageProps<'/agendar-consulta/reserva/[token]/cancelar'>) {
  const { token } = await params;
  const refusal = linkRefusal((await searchParams).erro, BOOKING_MESSAGES.cancelFailed);
  const path = reservaPath(token);
  return (
    <BookingPageShell token={token} title="Cancelar consulta" refusal={refusal}>
      {(view) =>
        view.changeable ? (
          <form
            method="post"
            action={`${path}/cancelar/confirmar`}
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <p className="text-slate-800">{bookedMessage(view).replace('agendada', 'marcada')}</p>
            <p className="text-slate-800">
              Deseja cancelar esta consulta? O horário fica livre para outra pessoa.
            </p>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClasses('dark', 'lg')}>
                Cancelar consulta
              </button>
              <a href={path} className={buttonClasses('outline', 'lg')}>
                Manter consulta
              </a>
            </div>
          </form>
        ) : (
          <p className="text-slate-800">
            Esta consulta não pode mais ser cancelada pelo site (situação:{' '}
            {APPOINTMENT_STATUS_LABELS[view.status]}).{' '}
            <a href={path} className="font-semibold text-brand-800 underline">
              Ver a consulta
            </a>
          </p>
        )
      }
    </BookingPageShell>
  );
}
