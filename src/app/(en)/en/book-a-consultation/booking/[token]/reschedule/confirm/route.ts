import { rescheduleRoute } from '@/features/booking/link-forms';
import { rescheduleBookingByToken } from '@/features/booking/service';

// POST: the visitor moves the booking from the e-mail's link to another free time; answered 303
// to the booking's page, or back to the chosen day with the refusal (the time just taken).
export async function POST(
  request: Request,
  { params }: RouteContext<'/en/book-a-consultation/booking/[token]/reschedule/confirm'>,
) {
  const { token } = await params;
  return rescheduleRoute(token, 'en', rescheduleBookingByToken)(request);
}
