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
  // In the language of the page the visitor used (the form's `language`).
  success: (booking) => booking.message,
  failure: BOOKING_MESSAGES.failure,
  submit: confirmBooking,
  parts: bookingParts,
});
