// The public forms (SPEC §4, §5): the contact form and the consultation request, rendered by the
// server (src/features/*/components/*-form.tsx) and sent to their routes (src/app/api/*/route.ts).
// Their messages come with the markup (PublicForm's data attributes): this module imports no
// feature module up front, only their schemas when the form is first sent.
import { enhancePublicForm } from './form';

export function contactForm(element: HTMLElement): void {
  enhancePublicForm(element as HTMLFormElement, {
    endpoint: '/api/contact',
    schema: () => import('@/features/contact/schema').then((module) => module.contactSchema),
  });
}

/** Opens the firm's WhatsApp chat in a new tab, without giving it a handle on this page. */
function openChat(url: string) {
  const chat = window.open(url, '_blank');
  if (chat) chat.opener = null;
}

/** After the request is saved, the firm's WhatsApp chat opens with it prefilled (SPEC §4). */
export function consultationForm(element: HTMLElement): void {
  const status = element.querySelector<HTMLElement>('[data-whatsapp-status]');
  const link = status?.querySelector<HTMLAnchorElement>('[data-whatsapp-link]');
  enhancePublicForm<{ whatsappUrl: string | null }>(element as HTMLFormElement, {
    endpoint: '/api/consultation',
    schema: () => import('@/features/consultations/schema').then((module) => module.consultationSchema),
    onSubmit: () => {
      if (status) status.hidden = true;
    },
    onSuccess: ({ whatsappUrl }) => {
      if (!whatsappUrl) return;
      if (link) Object.assign(link, { href: whatsappUrl, target: '_blank', rel: 'noopener noreferrer' });
      if (status) status.hidden = false;
      openChat(whatsappUrl);
    },
  });
}
