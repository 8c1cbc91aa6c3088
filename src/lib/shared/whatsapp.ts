/** The firm's WhatsApp chat (https://wa.me/{number}), optionally with a prefilled message; null without a number. */
export function whatsappChatUrl(number: string, text?: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
