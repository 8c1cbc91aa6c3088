import type { SuccessParts } from '@/lib/shared/form-dom';

// What follows a saved consultation request (SPEC §4): the firm's WhatsApp chat with the request
// prefilled. Shared by the page's script and the page that answers a plain POST; no zod here.

/** The form's part that shows the chat's link (`data-form-part`). */
export const WHATSAPP_PART = 'whatsapp';

export interface SavedConsultation {
  /** The firm's WhatsApp chat with the prefilled request, or null without a number. */
  whatsappUrl: string | null;
}

/** The parts of the form a saved request shows: the chat's link, when the firm has a number. */
export const consultationParts = ({ whatsappUrl }: SavedConsultation): SuccessParts =>
  whatsappUrl ? { [WHATSAPP_PART]: { href: whatsappUrl } } : {};
