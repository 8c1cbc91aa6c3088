import { useId, type ReactNode } from 'react';
import { Alert } from './alert';
import { buttonClasses } from './button';
import { HoneypotField } from '@/components/site/honeypot-field';
import { ORIGIN_FIELDS } from '@/lib/shared/attribution';
import { FormPrivacyNotice } from '@/components/site/privacy-notice';
import { addressOf } from '@/lib/server/addresses';
import type { PageFormName } from '@/lib/shared/page-forms';
import type { Locale } from '@/lib/shared/locale';
import { LANGUAGE_FIELD } from '@/lib/shared/request-language';

/** A public form's own texts in a language other than Portuguese (the catalogue's). */
export interface PublicFormTexts {
  busy: string;
  honeypot: string;
  privacyLead: string;
  privacyLink: string;
  /** The schema's Portuguese messages → that language (`data-messages`, for the page's script). */
  messages: Record<string, string>;
}

/** The busy label of the public forms' button (SPEC §4). */
const BUSY_LABEL = 'Enviando...';

/**
 * A public form as the server renders it (SPEC §4, §5): its fields (FieldMarkup with an error slot),
 * the honeypot, its alert and status, the parts a success shows, the button and the privacy notice.
 * It posts to its own page: with the site's script (src/enhance/public-form.ts) the post goes as JSON to
 * the form's route, without it the page answers with this markup, filled in (docs/forms.md). Its
 * messages travel in the markup, so the page's script imports none of the features' modules.
 */
export function PublicForm({
  enhance,
  label,
  submitLabel,
  failure,
  formMessage,
  inPlace = false,
  children,
  parts,
  language,
  texts,
}: {
  /** The form's name: its behaviour in the page's script, its route (src/lib/shared/page-forms.ts). */
  enhance: PageFormName;
  label: string;
  submitLabel: string;
  /** The spec's failure toast, also shown when the server cannot be reached. */
  failure: string;
  /** A field message said once in the form's alert instead of at each field (only marked there). */
  formMessage?: string;
  /** The outcome is said in the form (alert, status), never as a toast. */
  inPlace?: boolean;
  children: ReactNode;
  /** What a success shows besides its message (hidden `data-form-part` elements). */
  parts?: ReactNode;
  /** The page's language, sent with the form (a request records it, ADR 0027). */
  language?: Locale;
  /**
   * The form's own texts in another language than Portuguese (the catalogue's), and `messages`: the
   * schema's Portuguese messages → that language, read by the page's script (`data-messages`).
   */
  texts?: PublicFormTexts;
}) {
  const alertId = useId();
  return (
    // POST, so that a form sent without the script never puts what was typed in an address.
    <form
      noValidate
      method="post"
      aria-label={label}
      data-enhance={enhance}
      data-failure={failure}
      data-form-message={formMessage}
      data-in-place={inPlace ? '' : undefined}
      data-messages={texts ? JSON.stringify(texts.messages) : undefined}
      className="relative space-y-4"
    >
      <Alert variant="success" status hidden tabIndex={-1} data-form-status="" />
      {parts}
      {children}
      <HoneypotField label={texts?.honeypot} />
      {language && <input type="hidden" name={LANGUAGE_FIELD} defaultValue={language} />}
      {/* Where the visit came from, filled by the site's script when it sends (issue 24). */}
      {ORIGIN_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      <Alert variant="error" live={false} hidden tabIndex={-1} id={alertId} data-form-alert="" />
      <button
        type="submit"
        data-busy-label={texts?.busy ?? BUSY_LABEL}
        className={buttonClasses('dark', 'lg', 'w-full sm:w-auto')}
      >
        {submitLabel}
      </button>
      <FormPrivacyNotice
        lead={texts?.privacyLead}
        link={texts?.privacyLink}
        href={addressOf('/privacidade', language ?? 'pt-BR')}
      />
    </form>
  );
}
