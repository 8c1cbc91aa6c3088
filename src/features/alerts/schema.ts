// The subscribe form ('Receba nossos informativos') and the preferences form (issue 35): one schema
// for the browser and the server. A namespace import of zod/mini (see features/contact/schema.ts).
import * as z from 'zod/mini';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';
import {
  ALERT_LANGUAGES,
  ALERT_LIMITS,
  ALERT_MESSAGES,
  ALERT_TOPIC_SLUGS,
  DEFAULT_ALERT_LANGUAGE,
  type AlertLanguage,
  topicField,
} from './messages';

/** The topics checked in a form (one `topic_<slug>` field each); none checked means every area. */
export function topicsOf(input: unknown): string[] {
  const fields = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  return ALERT_TOPIC_SLUGS.filter((slug) => {
    const value = fields[topicField(slug)];
    return value === 'on' || value === true || value === 'true';
  });
}

const email = z
  .string({ error: ALERT_MESSAGES.required })
  .check(
    z.trim(),
    z.refine(isStorableText, { error: INVALID_CHARACTER, abort: true }),
    z.minLength(1, { error: ALERT_MESSAGES.required, abort: true }),
    z.maxLength(ALERT_LIMITS.email, { error: ALERT_MESSAGES.invalidEmail, abort: true }),
    z.email({ error: ALERT_MESSAGES.invalidEmail, abort: true }),
  );

const name = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.refine(isStorableText, { error: INVALID_CHARACTER, abort: true }),
      z.maxLength(ALERT_LIMITS.name, { error: ALERT_MESSAGES.nameTooLong }),
    ),
);

/** One of the site's languages; anything else (or nothing) is Portuguese. */
const language = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): AlertLanguage =>
    ALERT_LANGUAGES.includes(value as AlertLanguage) ? (value as AlertLanguage) : DEFAULT_ALERT_LANGUAGE,
  ),
);

export const subscribeSchema = z.object({ email, name, language });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const preferencesSchema = z.object({ language });
