import { CHANGE_DRAFT } from '@/features/booking/components/draft';
import { reservaPath } from '@/features/booking/components/booking-page';
import { rescheduleBookingByToken } from '@/features/booking/service';
import { BOOKING_MESSAGES } from '@/lib/shared/booking/booking-schema';
import { pageFormRoute } from '@/lib/server/page-form-route';

// POST: the visitor moves the booking from the e-mail's link to another free time.
export async function POST(
  request: Request,
  { params }: RouteContext<'/agendar-consulta/reserva/[token]/remarcar/confirmar'>,
) {
  const { token } = await params;
  const back = `${reservaPath(token)}/remarcar`;
  return pageFormRoute({
    success: '',
    failure: BOOKING_MESSAGES.rescheduleFailed,
    draft: CHANGE_DRAFT,
    submit: (input) => rescheduleBookingByToken(token, input),
    pageOf: (values) =>
      /^\d{4}-\d{2}-\d{2}$/.test(values.dia ?? '')
        ? `${back}?dia=${values.dia}&mes=${values.dia!.slice(0, 7)}`
        : back,
  })(request);
}
