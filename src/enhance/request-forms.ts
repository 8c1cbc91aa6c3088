// The public forms (SPEC §4, §5): the contact form and the consultation request, rendered by the
// server (src/features/*/components/*-form.tsx) and sent to their routes (src/app/api/*/route.ts).
// Their messages come with the markup (PublicForm's data attributes): up front this module imports
// only what follows a consultation (no zod); the schemas come when the visitor starts filling in.
import { consultationParts, type SavedConsultation } from '@/features/consultations/outcome';
import { PAGE_FORMS } from '@/lib/shared/page-forms';
import { enhancePublicForm } from './public-form';

export function contactForm(element: HTMLElement): void {
  enhancePublicForm(element as HTMLFormElement, {
    endpoint: PAGE_FORMS['contact-form'].route,
    schema: () => import('@/features/contact/schema').then((module) => module.contactSchema),
  });
}

/** Opens the firm's WhatsApp chat in a new tab, without giving it a handle on this page. */
function openChat(url: string) {
  const chat = window.open(url, '_blank');
  if (chat) chat.opener = null;
}

/**
 * After the request is saved, the firm's WhatsApp chat opens with it prefilled (SPEC §4), and the
 * form shows its link (WHATSAPP_PART), in case the browser kept the chat from opening.
 */
export function consultationForm(element: HTMLElement): void {
  enhancePublicForm<SavedConsultation>(element as HTMLFormElement, {
    endpoint: PAGE_FORMS['consultation-form'].route,
    schema: () => import('@/features/consultations/schema').then((module) => module.consultationSchema),
    onSuccess: (saved) => {
      const parts = consultationParts(saved);
      if (saved.whatsappUrl) openChat(saved.whatsappUrl);
      return parts;
    },
  });
}

/** 'Receba nossos informativos' (issue 35): the answer is said in the form. */
export function alertsForm(element: HTMLElement): void {
  enhancePublicForm(element as HTMLFormElement, {
    endpoint: PAGE_FORMS['alerts-form'].route,
    schema: () => import('@/features/alerts/schema').then((module) => module.subscribeSchema),
  });
}
