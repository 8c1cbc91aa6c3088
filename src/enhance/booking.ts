// The booking flow's script (issue 23). The flow works without it (src/features/booking: each
// step a GET form, days links, the last form a plain POST); this only makes it smoother:
// - the visitor's own time zone joins the steps' addresses, so times also show on their clock
//   ('10:00 (13:00 em Lisboa)');
// - the last form, a public form (docs/forms.md), is checked in the browser and sent as JSON to
//   /api/booking (errors at the fields, typed data kept when the slot was just taken); a confirmed
//   booking shows its place and links in the form, and its time can no longer be chosen.
import { bookingParts, type ConfirmedBooking } from '@/features/booking/outcome';
import { BOOKING_ADDRESSES } from '@/lib/shared/booking-addresses';
import { FIRM_TIME_ZONE as FIRM_ZONE } from '@/lib/shared/firm-time';
import { PAGE_FORMS } from '@/lib/shared/page-forms';
import { enhancePublicForm } from './public-form';

/** The booking's addresses in both languages (its steps and a booking's pages). */
const BOOKING_PATHS = [BOOKING_ADDRESSES['pt-BR'].flow, BOOKING_ADDRESSES.en.flow];

function visitorZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone !== FIRM_ZONE ? zone : null;
  } catch {
    return null;
  }
}

/** Adds the visitor's zone to the links and step forms under `root`. */
export function bookingSteps(root: HTMLElement): void {
  const zone = visitorZone();
  if (!zone || new URL(location.href).searchParams.get('fuso') === zone) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !BOOKING_PATHS.some((path) => url.pathname.startsWith(path)))
      continue;
    url.searchParams.set('fuso', zone);
    link.href = url.pathname + url.search + url.hash;
  }
  for (const form of root.querySelectorAll<HTMLFormElement>('form')) {
    let input = form.querySelector<HTMLInputElement>('input[name="fuso"]');
    if (!input) {
      input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'fuso';
      form.append(input);
    }
    input.value = zone;
  }
  // Times already on screen were written for the firm's clock only: show them on the visitor's too.
  if (root.querySelector('input[name="hora"]')) {
    const url = new URL(location.href);
    url.searchParams.set('fuso', zone);
    location.replace(url.pathname + url.search);
  }
}

export function bookingForm(element: HTMLElement): void {
  const form = element as HTMLFormElement;
  enhancePublicForm<ConfirmedBooking>(form, {
    endpoint: PAGE_FORMS['booking-form'].route,
    schema: () => import('@/features/booking/schema').then((module) => module.bookingSchema),
    onSuccess: (booking) => {
      // The time just booked is no longer free: it can no longer be chosen.
      for (const input of form.querySelectorAll<HTMLInputElement>('input[name="hora"]')) {
        if (input.value === booking.time) input.disabled = true;
      }
      return bookingParts(booking);
    },
  });
}
