// A public form driven without React (SPEC §4, §5, §9), as useActionForm drives the React ones:
// checked with the server's own zod schema (loaded on the first submit), errors at their fields
// (the first one focused), the busy button, the answer's toast, the fields cleared on success.
// The markup is the server's (src/components/ui/public-form.tsx, FieldMarkup).
import type { ActionResult, FormSchema } from '@/lib/shared/action-result';
import { fieldErrorId } from '@/lib/shared/field-ids';
import { setZodJitless } from '@/lib/shared/zod-jitless';
import { toast } from '@/components/site/toast/toast.enhance';

type FieldErrors = Record<string, string>;
type Control = HTMLInputElement | HTMLTextAreaElement;

export interface PublicFormOptions<T> {
  /** The route that takes the form as JSON and answers an ActionResult. */
  endpoint: string;
  /** Imports the form's schema (zod comes with the first submit, not with the page). */
  schema: () => Promise<FormSchema>;
  onSubmit?: () => void;
  onSuccess?: (data: T) => void;
}

const loadChecker = () => {
  setZodJitless();
  return import('@/lib/shared/action-result').then((module) => module.checkInput);
};

/** The form's answer, or the failure when the server could not be reached or answered no JSON. */
async function send<T>(endpoint: string, input: unknown, failure: string): Promise<ActionResult<T>> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    const result = (await response.json()) as ActionResult<T>;
    if (typeof result?.ok !== 'boolean') throw new Error(`unexpected answer (HTTP ${response.status})`);
    return result;
  } catch (error) {
    console.warn('[form] the form could not be sent:', error);
    return { ok: false, message: failure };
  }
}

/**
 * Drives the server's form. Its markup gives the spec's failure toast (`data-failure`) and the field
 * message said once in the alert (`data-alert-message`), see PublicForm.
 */
export function enhancePublicForm<T>(form: HTMLFormElement, options: PublicFormOptions<T>): void {
  const failure = form.dataset.failure ?? '';
  const alertMessage = form.dataset.alertMessage;
  const controls = () =>
    Array.from(form.elements).filter(
      (element): element is Control =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.name !== '' &&
        element.type !== 'hidden',
    );
  const alert = form.querySelector<HTMLElement>('[data-form-alert]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleLabel = button?.textContent ?? '';
  let errors: FieldErrors = {};
  let formError: string | undefined;
  let busy = false;

  /** Shows the errors: at each field, and the form's alert. */
  function render() {
    for (const control of controls()) {
      const message = errors[control.name];
      const shown = message !== undefined && message !== alertMessage ? message : '';
      if (message !== undefined) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
      const slot = document.getElementById(fieldErrorId(control.id));
      if (!slot) continue;
      slot.textContent = shown;
      slot.hidden = !shown;
      const described = (control.getAttribute('aria-describedby') ?? '').split(' ');
      const others = described.filter((id) => id && id !== slot.id);
      const ids = shown ? [...others, slot.id] : others;
      if (ids.length) control.setAttribute('aria-describedby', ids.join(' '));
      else control.removeAttribute('aria-describedby');
    }
    const missing = alertMessage && Object.values(errors).includes(alertMessage);
    const text = missing ? alertMessage : (formError ?? '');
    if (alert) {
      alert.textContent = text;
      alert.hidden = !text;
    }
  }

  /** Errors at their fields, the first one focused; one no field can show goes to the alert. */
  function refuse(fieldErrors: FieldErrors, message: string) {
    errors = fieldErrors;
    const first = controls().find((control) => control.name in fieldErrors);
    formError = first ? undefined : message;
    render();
    first?.focus();
    toast('error', message);
  }

  function setBusy(value: boolean) {
    busy = value;
    if (value) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    if (!button) return;
    button.disabled = value;
    button.textContent = value ? (button.dataset.busyLabel ?? idleLabel) : idleLabel;
  }

  form.addEventListener('input', (event) => {
    const { name } = event.target as Control;
    if (!(name in errors)) return;
    const { [name]: _edited, ...rest } = errors;
    errors = rest;
    render();
  });

  // The check's code loads while the visitor fills the form in, so the first submit does not wait.
  let check: Promise<[Awaited<ReturnType<typeof loadChecker>>, FormSchema]> | undefined;
  const loadCheck = () => (check ??= Promise.all([loadChecker(), options.schema()]));
  form.addEventListener('focusin', () => void loadCheck().catch(() => (check = undefined)), { once: true });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void submit();
  });

  async function submit() {
    options.onSubmit?.();
    const input = Object.fromEntries(new FormData(form));
    let checked;
    try {
      const [checkInput, schema] = await loadCheck().catch((error: unknown) => {
        check = undefined; // a later submit tries again
        throw error;
      });
      checked = checkInput(schema, input);
    } catch (error) {
      console.warn('[form] the form check could not be loaded:', error);
      formError = failure;
      render();
      toast('error', failure);
      return;
    }
    if (!checked.ok) return refuse(checked.fieldErrors, Object.values(checked.fieldErrors)[0]!);
    errors = {};
    formError = undefined;
    render();
    setBusy(true);
    const result = await send<T>(options.endpoint, input, failure);
    setBusy(false);
    if (result.ok) {
      if (result.message) toast('success', result.message);
      form.reset();
      options.onSuccess?.(result.data);
    } else if (result.fieldErrors) {
      refuse(result.fieldErrors, result.message);
    } else {
      formError = result.message;
      render();
      toast('error', result.message);
    }
  }
}
