import { cancelRoute } from '@/features/booking/link-forms';
import { cancelBookingByToken } from '@/features/booking/service';

// POST: the visitor cancels from the e-mail's link (the token in the path is the credential);
// answered 303 to the booking's page, or back to the question with the refusal.
export async function POST(
  request: Request,
  { params }: RouteContext<'/agendar-consulta/reserva/[token]/cancelar/confirmar'>,
) {
  const { token } = await params;
  return cancelRoute(token, 'pt-BR', cancelBookingByToken)(request);
}
