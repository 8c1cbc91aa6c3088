import 'server-only';
import type { PublicFormTexts } from '@/components/ui/public-form';
import { CONSULTATION_FIELD_MESSAGES, CONSULTATION_MAX } from '@/lib/shared/consultation-fields';
import type { Locale } from '@/lib/shared/locale';
import { INVALID_CHARACTER } from '@/lib/shared/text-rules';
import { HONEYPOT_MESSAGE } from '@/lib/server/form-guard';
import { translator } from '@/lib/server/i18n';
import { CONTACT_INVALID_EMAIL, CONTACT_LIMITS, CONTACT_REQUIRED } from './messages';

// The public forms' messages in a page's language (ADR 0027, "Forms in English"): the contact form
// and the consultation request. The schemas keep the spec's Portuguese messages, shared by the
// browser and the server; each Portuguese message they give is mapped here to its catalogue key
// (`forms.validation`). The server translates its answer to an English page with this table
// (src/lib/server/form-messages.ts), and the English form carries it in its HTML (`data-messages`)
// for the page's script, which so needs no catalogue in its bundle.

/** The schemas' Portuguese 'too long' message (src/features/contact/schema.ts, consultation-fields.ts). */
const tooLong = (field: string, max: number) => `${field} pode ter no máximo ${max} caracteres.`;

/** Portuguese message → the message in `locale` (empty for Portuguese: nothing to translate). */
export function formMessages(locale: Locale): Record<string, string> {
  if (locale === 'pt-BR') return {};
  const t = translator(locale);
  const v = (key: Parameters<typeof t>[0], values?: Record<string, number>) => t(key, values);
  const M = CONSULTATION_FIELD_MESSAGES;
  // Pairs, not an object literal: two forms may give the same Portuguese message (the e-mail's).
  const pairs: [string, string][] = [
    [CONTACT_REQUIRED, v('forms.validation.required')],
    [CONTACT_INVALID_EMAIL, v('forms.validation.invalidEmail')],
    [M.email, v('forms.validation.invalidEmail')],
    [INVALID_CHARACTER, v('forms.validation.invalidCharacter')],
    [M.name, v('forms.validation.nameMin')],
    [M.phone, v('forms.validation.phoneMin')],
    [M.caseSummary, v('forms.validation.caseSummaryMin')],
    [tooLong('O nome', CONTACT_LIMITS.name), v('forms.validation.nameTooLong', { max: CONTACT_LIMITS.name })],
    [
      tooLong('A mensagem', CONTACT_LIMITS.message),
      v('forms.validation.messageTooLong', { max: CONTACT_LIMITS.message }),
    ],
    [
      tooLong('O nome', CONSULTATION_MAX.name),
      v('forms.validation.nameTooLong', { max: CONSULTATION_MAX.name }),
    ],
    [
      tooLong('O nome da empresa', CONSULTATION_MAX.companyName),
      v('forms.validation.companyTooLong', { max: CONSULTATION_MAX.companyName }),
    ],
    [
      tooLong('O telefone', CONSULTATION_MAX.phone),
      v('forms.validation.phoneTooLong', { max: CONSULTATION_MAX.phone }),
    ],
    [
      tooLong('O resumo', CONSULTATION_MAX.caseSummary),
      v('forms.validation.summaryTooLong', { max: CONSULTATION_MAX.caseSummary }),
    ],
    [HONEYPOT_MESSAGE, v('forms.validation.honeypot')],
  ];
  const table = Object.fromEntries(pairs);
  return table;
}

/** A public form's own texts in the page's language (PublicForm's `texts`); none in Portuguese. */
export function publicFormTexts(locale: Locale): PublicFormTexts | undefined {
  if (locale === 'pt-BR') return undefined;
  const t = translator(locale);
  return {
    busy: t('forms.busy'),
    honeypot: t('forms.honeypot'),
    privacyLead: t('forms.privacyBefore'),
    privacyLink: t('forms.privacyLink'),
    messages: formMessages(locale),
  };
}
