import { BOOKING_DRAFT } from '@/features/booking/components/draft';
import { stepHref } from '@/features/booking/components/step-links';
import { confirmBooking } from '@/features/booking/service';
import { BOOKING_MESSAGES } from '@/lib/shared/booking/booking-schema';
import { pageFormRoute } from '@/lib/server/page-form-route';

// POST: 'Confirmar agendamento' (issue 23). As JSON from the site's script (an ActionResult whose
// data is the booking's page), or as the plain form without JavaScript (303 to the booking's page,
// or back to the day's times with the refusal and what was typed).
export const POST = pageFormRoute({
  // The script goes on to the booking's page, which says it: no toast.
  success: '',
  failure: BOOKING_MESSAGES.failure,
  draft: BOOKING_DRAFT,
  submit: confirmBooking,
  pageOf: (values) =>
    stepHref({ area: values.area, modalidade: values.modalidade, dia: values.dia, fuso: values.fuso }),
});
