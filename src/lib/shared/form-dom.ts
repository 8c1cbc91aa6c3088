import { fieldErrorId } from './field-ids';
import type { Feedback, FieldErrors, FormPlaces } from './form-core';
import { HONEYPOT_FIELD } from './honeypot';

// Shows the form core's feedback in a public form's server-rendered markup (PublicForm, FieldMarkup):
// each control's error slot, aria-invalid and aria-describedby, the form's alert and status, and
// the parts shown after a success (the WhatsApp step). The same code runs in the browser on the
// page (src/enhance/public-form.ts) and on the server on the page's parsed HTML when it answers a plain
// POST (src/lib/server/form-page.ts), so a form looks the same whichever way it was sent.

/** The few DOM operations used here: a browser element, or the server's parsed HTML element. */
export interface ElementLike {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  textContent: string | null;
  querySelectorAll(selectors: string): Iterable<ElementLike>;
}

/** What a success shows besides its message: named parts of the form (`data-form-part`). */
export type SuccessParts = Record<string, { href?: string; text?: string }>;

const ALERT = '[data-form-alert]';
const STATUS = '[data-form-status]';
const NOT_FIELDS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
/** Never written back into a page: a file cannot be, a password must not be. */
const NOT_REFILLED = new Set(['file', 'password']);

/** A selector for an attribute's exact value (ids from React's useId, names). */
const attribute = (name: string, value: string) => `[${name}="${value.replace(/["\\]/g, '\\$&')}"]`;
const first = (root: ElementLike, selector: string) => {
  for (const element of root.querySelectorAll(selector)) return element;
  return undefined;
};
const words = (value: string | null) => (value ?? '').split(/\s+/).filter(Boolean);
const isHidden = (element: ElementLike) => element.getAttribute('hidden') !== null;

function setAttribute(element: ElementLike, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Shows `text` in `element`, or empties and hides it. */
function showText(element: ElementLike, text: string | undefined) {
  element.textContent = text ?? '';
  setAttribute(element, 'hidden', text ? null : '');
}

/** The form's fields a person fills in, in page order (not the honeypot, hidden inputs or buttons). */
export function formControls(form: ElementLike): ElementLike[] {
  return [...form.querySelectorAll('input[name], textarea[name], select[name]')].filter(
    (control) =>
      control.getAttribute('name') !== HONEYPOT_FIELD &&
      !NOT_FIELDS.has((control.getAttribute('type') ?? '').toLowerCase()),
  );
}

const nameOf = (control: ElementLike) => control.getAttribute('name') ?? '';

/** The names of the form's fields, in page order (a radio group's once). */
export const fieldNames = (form: ElementLike) => [...new Set(formControls(form).map(nameOf))];

/** The form's places, as its markup declares them (PublicForm's data attributes). */
export function placesOf(form: ElementLike): FormPlaces {
  const failure = form.getAttribute('data-failure');
  const formMessage = form.getAttribute('data-form-message');
  return {
    fields: fieldNames(form),
    formMessages: formMessage ? [formMessage] : [],
    inPlace: form.getAttribute('data-in-place') !== null,
    isToast: (message) => message === failure,
  };
}

/**
 * Shows the feedback in the form (its toast is the caller's). Answers the element that should take
 * the focus: the first invalid field, else the alert or the status that has something to say.
 */
export function showFeedback(form: ElementLike, feedback: Feedback): ElementLike | undefined {
  const alert = first(form, ALERT);
  const alertId = alert?.getAttribute('id') ?? null;
  let focus: ElementLike | undefined;
  for (const control of formControls(form)) {
    const name = nameOf(control);
    const invalid = feedback.invalid.includes(name);
    const message = feedback.fieldErrors[name];
    const id = control.getAttribute('id');
    const slot = id ? first(form, attribute('id', fieldErrorId(id))) : undefined;
    const slotId = slot?.getAttribute('id') ?? null;
    if (slot) showText(slot, message);
    const described = words(control.getAttribute('aria-describedby')).filter(
      (word) => word !== slotId && word !== alertId,
    );
    // A message said once for the form describes each field it is about.
    if (message && slotId) described.push(slotId);
    else if (invalid && feedback.formError && alertId) described.push(alertId);
    setAttribute(control, 'aria-describedby', described.length ? described.join(' ') : null);
    setAttribute(control, 'aria-invalid', invalid ? 'true' : null);
    if (!focus && name === feedback.focus) focus = control;
  }
  if (alert) {
    showText(alert, feedback.formError);
    // Announced by itself only when no field takes the focus; otherwise the focused field's
    // description says it, once.
    setAttribute(alert, 'role', feedback.formError && !focus ? 'alert' : null);
  }
  const status = first(form, STATUS);
  if (status) showText(status, feedback.status);
  if (focus) return focus;
  if (feedback.formError) return alert;
  return feedback.status ? status : undefined;
}

/** Shows the parts a success names (a link's address, a text) and hides the others. */
export function showParts(form: ElementLike, parts: SuccessParts = {}): void {
  for (const part of form.querySelectorAll('[data-form-part]')) {
    const shown = parts[part.getAttribute('data-form-part') ?? ''];
    setAttribute(part, 'hidden', shown ? null : '');
    if (!shown) continue;
    if (shown.href !== undefined)
      for (const link of part.querySelectorAll('[data-form-part-link]')) {
        link.setAttribute('href', shown.href);
        if (link.getAttribute('data-form-part-link') !== 'new-tab') continue;
        link.setAttribute('target', '_blank');
        link.setAttribute('rel', 'noopener noreferrer');
      }
    if (shown.text !== undefined)
      for (const text of part.querySelectorAll('[data-form-part-text]')) text.textContent = shown.text;
  }
}

/** Puts values back into the form's fields, as the markup's own values (the server's page). */
export function fillValues(form: ElementLike, values: Record<string, string>): void {
  for (const control of formControls(form)) {
    const value = values[nameOf(control)] ?? '';
    const tag = control.tagName.toLowerCase();
    const type = (control.getAttribute('type') ?? '').toLowerCase();
    if (NOT_REFILLED.has(type)) continue;
    if (tag === 'textarea') control.textContent = value;
    else if (tag === 'select') {
      for (const option of control.querySelectorAll('option')) {
        const own = option.getAttribute('value') ?? option.textContent ?? '';
        setAttribute(option, 'selected', own === value ? '' : null);
      }
    } else if (type === 'checkbox' || type === 'radio') {
      setAttribute(control, 'checked', (control.getAttribute('value') ?? 'on') === value ? '' : null);
    } else control.setAttribute('value', value);
  }
}

/** The feedback the markup shows now (a page that answered a plain POST), for the script to go on. */
export function shownFeedback(form: ElementLike): Feedback {
  const fieldErrors: FieldErrors = {};
  const invalid: string[] = [];
  for (const control of formControls(form)) {
    const name = nameOf(control);
    if (control.getAttribute('aria-invalid') === 'true' && !invalid.includes(name)) invalid.push(name);
    const id = control.getAttribute('id');
    const slot = id ? first(form, attribute('id', fieldErrorId(id))) : undefined;
    if (slot && !isHidden(slot) && slot.textContent) fieldErrors[name] = slot.textContent;
  }
  const alert = first(form, ALERT);
  const formError = alert && !isHidden(alert) ? alert.textContent || undefined : undefined;
  return { fieldErrors, invalid, formError };
}
