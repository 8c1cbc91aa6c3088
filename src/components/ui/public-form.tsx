import type { ReactNode } from 'react';
import { Alert } from './alert';
import { buttonClasses } from './button';
import { HoneypotField } from '@/components/site/honeypot-field';
import { FormPrivacyNotice } from '@/components/site/privacy-notice';

/** The busy label of the public forms' button (SPEC §4). */
const BUSY_LABEL = 'Enviando...';

/**
 * A public form as the server renders it (SPEC §4, §5): its fields (FieldMarkup with an error slot),
 * the honeypot, the slot of its alert, the button and the privacy notice. The public pages carry no
 * React: src/enhance/form.ts checks, sends and answers it (the element's `data-enhance`); its
 * messages travel in the markup, so the page's script imports none of the features' modules.
 */
export function PublicForm({
  enhance,
  action,
  label,
  submitLabel,
  failure,
  alertMessage,
  formError,
  children,
  after,
}: {
  enhance: 'contact-form' | 'consultation-form' | 'booking-form';
  /** Where the form posts without the script (a page form's route); the script posts JSON there. */
  action?: string;
  label: string;
  submitLabel: string;
  /** The spec's failure toast, also shown when the server cannot be reached. */
  failure: string;
  /** A field message said once in the form's alert instead of at each field (only marked there). */
  alertMessage?: string;
  /** The refusal to show at once (a form answered without the script). */
  formError?: string;
  children: ReactNode;
  /** Shown after the privacy notice (e.g. what follows a sent request). */
  after?: ReactNode;
}) {
  return (
    // POST, so that a form sent before the script runs never puts what was typed in an address.
    <form
      noValidate
      method="post"
      action={action}
      aria-label={label}
      data-enhance={enhance}
      data-failure={failure}
      data-alert-message={alertMessage}
      className="relative space-y-4"
    >
      {children}
      <HoneypotField />
      <Alert variant="error" hidden={!formError} data-form-alert="">
        {formError}
      </Alert>
      <button
        type="submit"
        data-busy-label={BUSY_LABEL}
        className={buttonClasses('dark', 'lg', 'w-full sm:w-auto')}
      >
        {submitLabel}
      </button>
      <FormPrivacyNotice />
      {after}
    </form>
  );
}
