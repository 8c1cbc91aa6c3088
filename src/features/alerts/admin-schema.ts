// The admin's forms of /admin/informativos and the post's 'Enviar como informativo' (issue 35):
// one schema each for the browser and the server.
import { z } from 'zod';
import { ALERT_SUBSCRIBER_STATUSES } from '@/db/schema/limits';
import { isStorableText } from '@/lib/shared/text-rules';
import { ALERT_ADMIN, ALERT_LIMITS, ALERT_MESSAGES } from './messages';

export const SUBSCRIBERS_PAGE_SIZE = 50;

export const subscriberFilterSchema = z.object({
  q: z.string().trim().max(ALERT_LIMITS.search).refine(isStorableText).optional().catch(undefined),
  estado: z.enum(ALERT_SUBSCRIBER_STATUSES).optional().catch(undefined),
  pagina: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;

/** 'Adicionar inscrito': only with the legal basis the firm relies on (LGPD art. 7). */
export const addSubscriberSchema = z.object({
  email: z
    .string({ error: ALERT_MESSAGES.required })
    .trim()
    .min(1, ALERT_MESSAGES.required)
    .max(ALERT_LIMITS.email, ALERT_MESSAGES.invalidEmail)
    .pipe(z.email(ALERT_MESSAGES.invalidEmail)),
  name: z
    .string()
    .trim()
    .max(ALERT_LIMITS.name, ALERT_MESSAGES.nameTooLong)
    .refine(isStorableText)
    .optional()
    .transform((value) => value || null),
  legal_basis: z
    .string({ error: ALERT_ADMIN.legalBasisRequired })
    .trim()
    .min(1, ALERT_ADMIN.legalBasisRequired)
    .max(ALERT_LIMITS.legalBasis, `No máximo ${ALERT_LIMITS.legalBasis} caracteres.`)
    .refine(isStorableText),
});

/** 'Enviar como informativo': now, with the post's scheduled publishing, or at a chosen time. */
export const SEND_WHEN = ['now', 'publish', 'at'] as const;
export const sendAlertSchema = z.object({
  post_id: z.uuid(),
  when: z.enum(SEND_WHEN),
  /** 'at': a local date and time (datetime-local, Brasília). */
  at: z.string().trim().max(40).optional(),
});
export type SendAlertInput = z.infer<typeof sendAlertSchema>;
