import { bookingParts } from '@/features/booking/outcome';
import { confirmBooking } from '@/features/booking/service';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { publicFormRoute } from '@/lib/server/public-form-route';

// POST 'Confirmar agendamento' (issue 23): the chosen slot (area, modalidade, dia, hora, fuso) and
// the spec's consultation fields. As JSON from src/enhance/booking.ts, or posted plainly to
// /agendar-consulta (its query holding the steps' choices), which answers with that page: the
// success with the place and the links that follow, or the refusal with what was typed kept.
export const POST = publicFormRoute({
  form: 'booking-form',
  success: (booking) => BOOKING_MESSAGES.success(booking.day, booking.time),
  failure: BOOKING_MESSAGES.failure,
  submit: confirmBooking,
  parts: bookingParts,
});
