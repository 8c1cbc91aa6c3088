import type { ActionResult } from './action-result';

// The one form core (docs/forms.md): where each message of a form's outcome is shown. Every driver
// asks it: the admin's React hook (src/components/ui/use-action-form.ts), the public pages' script
// (src/enhance/public-form.ts) and the page that answers a plain POST (src/lib/server/form-page.ts).
// Framework-free and DOM-free: it only decides.
//
// The rules (SPEC §5, §8):
// - a field's message is shown once, at its field; the first invalid field takes the focus;
// - a message the form says once for several fields (the contact form's 'Por favor, preencha todos
//   os campos') goes to the form's alert, and those fields are only marked invalid;
// - a toast is only a spec toast (SPEC §8), never a repeat of a field's message;
// - a form that says its outcome in place (a page answering a plain POST, where there is no script
//   to show toasts; or a form that shows its result itself) puts the toast's message in its alert
//   (a refusal) or its status (a success) instead.

export type FieldErrors = Record<string, string>;

/** What a form tells the core about itself. */
export interface FormPlaces {
  /** The names of its visible fields, in page order. */
  fields: readonly string[];
  /** Field messages said once for the whole form, in its alert (the fields only marked invalid). */
  formMessages?: readonly string[];
  /** The outcome is said in the form itself (its alert and status), never in a toast. */
  inPlace?: boolean;
  /**
   * Whether a refusal's own message (one that is no field's) is a toast: the spec's error toasts.
   * Otherwise it goes to the form's alert (a per-address limit, say). Default: it is a toast.
   */
  isToast?: (message: string) => boolean;
}

export interface Feedback {
  /** Messages shown at their fields. */
  fieldErrors: FieldErrors;
  /** The fields marked invalid, in page order: those above and those whose message is the form's. */
  invalid: string[];
  /** The message of the form's alert. */
  formError?: string;
  /** A success said in the form (in place). */
  status?: string;
  /** At most one toast, and only a spec toast. */
  toast?: { kind: 'success' | 'error'; message: string };
  /** The field to focus: the first invalid one. */
  focus?: string;
}

export const NO_FEEDBACK: Feedback = { fieldErrors: {}, invalid: [] };

/** A refusal: `fieldErrors` by field name, and `message` (a field's message, or its own). */
export function refusalFeedback(fieldErrors: FieldErrors, message: string, places: FormPlaces): Feedback {
  const atFields: FieldErrors = {};
  const invalid = new Set<string>();
  let formError: string | undefined;
  for (const [name, text] of Object.entries(fieldErrors)) {
    if (!places.fields.includes(name)) formError ??= text;
    else {
      invalid.add(name);
      if (places.formMessages?.includes(text)) formError ??= text;
      else atFields[name] = text;
    }
  }
  let toast: Feedback['toast'];
  if (!Object.values(fieldErrors).includes(message)) {
    if (!places.inPlace && (places.isToast?.(message) ?? true)) toast = { kind: 'error', message };
    else formError = message;
  }
  const ordered = places.fields.filter((name) => invalid.has(name));
  return { fieldErrors: atFields, invalid: ordered, formError, toast, focus: ordered[0] };
}

/** A success: its message as a toast, or in the form's status when the form says it in place. */
export function successFeedback(message: string | undefined, places: FormPlaces): Feedback {
  if (!message) return NO_FEEDBACK;
  return places.inPlace
    ? { ...NO_FEEDBACK, status: message }
    : { ...NO_FEEDBACK, toast: { kind: 'success', message } };
}

/** The feedback of a server's answer (an ActionResult). */
export function outcomeFeedback(result: ActionResult<unknown>, places: FormPlaces): Feedback {
  return result.ok
    ? successFeedback(result.message, places)
    : refusalFeedback(result.fieldErrors ?? {}, result.message, places);
}

/** The feedback without one field's error, once the person edits that field. */
export function withoutFieldError(feedback: Feedback, name: string): Feedback {
  if (!feedback.invalid.includes(name)) return feedback;
  const { [name]: _edited, ...fieldErrors } = feedback.fieldErrors;
  const invalid = feedback.invalid.filter((field) => field !== name);
  // A message the form said for several fields goes once none of them is left; its own stays.
  const shared = (f: Feedback) => f.invalid.some((field) => !(field in f.fieldErrors));
  const after = { ...feedback, fieldErrors, invalid };
  return {
    ...after,
    formError: shared(feedback) && !shared(after) ? undefined : feedback.formError,
    focus: undefined,
  };
}
