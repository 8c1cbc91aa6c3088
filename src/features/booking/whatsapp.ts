import { MODALITY_LABELS } from '@/features/booking/shared/options';
import { firmLocal } from '@/features/booking/shared/slots';
import { dayLabel, timeIn } from '@/features/booking/shared/time-zones';
import { consultationWhatsappMessage } from '@/lib/shared/consultation-fields';
import { whatsappChatUrl } from '@/lib/shared/whatsapp';
import type { BookingView } from './public-queries';

/** The WhatsApp step after a booking, as after a consultation request; null without a number. */
export function bookingWhatsappUrl(view: BookingView): string | null {
  const when = `${dayLabel(firmLocal(view.start).day)} às ${timeIn(view.start)}`;
  return whatsappChatUrl(
    view.whatsappNumber,
    consultationWhatsappMessage(
      {
        name: view.name ?? '',
        company_name: view.companyName ?? undefined,
        email: view.email ?? '',
        phone: view.phone ?? '',
        case_summary: view.caseSummary ?? '',
      },
      [`Agendei uma consulta pelo site para ${when} (${MODALITY_LABELS[view.modality]}).`],
    ),
  );
}
