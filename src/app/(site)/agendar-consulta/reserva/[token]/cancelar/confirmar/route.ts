import { CHANGE_DRAFT } from '@/features/booking/components/draft';
import { reservaPath } from '@/features/booking/components/booking-page';
import { cancelBookingByToken } from '@/features/booking/service';
import { BOOKING_MESSAGES } from '@/lib/shared/booking/booking-schema';
import { pageFormRoute } from '@/lib/server/page-form-route';

// POST: the visitor cancels from the e-mail's link (the token in the path is the credential).
export async function POST(
  request: Request,
  { params }: RouteContext<'/agendar-consulta/reserva/[token]/cancelar/confirmar'>,
) {
  const { token } = await params;
  return pageFormRoute({
    success: BOOKING_MESSAGES.cancelled,
    failure: BOOKING_MESSAGES.cancelFailed,
    draft: CHANGE_DRAFT,
    submit: async () => {
      const { url } = await cancelBookingByToken(token);
      return { url: `${url}?cancelada=1` };
    },
    pageOf: () => `${reservaPath(token)}/cancelar`,
  })(request);
}
