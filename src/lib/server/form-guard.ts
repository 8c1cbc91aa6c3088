import 'server-only';
import { UserError } from '@/lib/shared/action-result';
import { HONEYPOT_FIELD } from '@/lib/shared/honeypot';
import { hitRateLimit } from '@/lib/server/rate-limit';

// Protection shared by the public forms (contact, consultation): a honeypot field that people never
// see, and a limit of submissions per network address.

export const PUBLIC_FORM_LIMIT = { attempts: 5, windowMs: 10 * 60_000 } as const;

export const HONEYPOT_MESSAGE =
  'Envio bloqueado: um campo oculto do formulário foi preenchido. Recarregue a página e tente novamente.';

export function rateLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Muitos envios em pouco tempo. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`;
}

/** Too many submissions from one address: refused with the wait (answered 429 over HTTP). */
export class RateLimitedError extends UserError {
  constructor(readonly retryAfterMs: number) {
    super(rateLimitMessage(retryAfterMs));
    this.name = 'RateLimitedError';
  }
}

/** Throws a UserError when the address is over its limit or the honeypot field is filled. */
export async function guardPublicForm(form: string, input: unknown, address: string): Promise<void> {
  const limit = await hitRateLimit(
    `form:${form}:${address}`,
    PUBLIC_FORM_LIMIT.attempts,
    PUBLIC_FORM_LIMIT.windowMs,
  );
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterMs);
  const honeypot =
    typeof input === 'object' && input ? (input as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
    throw new UserError(HONEYPOT_MESSAGE);
  }
}
