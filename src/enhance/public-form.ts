// A public form driven without React (SPEC §4, §5, §9), as useActionForm drives the React ones:
// checked with the server's own zod schema (loaded when the visitor starts filling it in), the
// busy button, and the outcome shown where the form core (src/lib/shared/form-core.ts) puts it:
// errors at their fields (the first one focused), the form's alert, the spec's toasts only.
// The markup is the server's (src/components/ui/public-form.tsx, FieldMarkup); without this script
// the form posts to its page, which answers with the same markup (docs/forms.md).
import type { ActionResult, FormSchema } from '@/lib/shared/action-result';
import { fillOriginFields } from './attribution';
import {
  NO_FEEDBACK,
  outcomeFeedback,
  refusalFeedback,
  withoutFieldError,
  type Feedback,
} from '@/lib/shared/form-core';
import { placesOf, showFeedback, showParts, shownFeedback, type SuccessParts } from '@/lib/shared/form-dom';
import { setZodJitless } from '@/lib/shared/zod-jitless';
import { formMessages, inFormLanguage, resultInFormLanguage } from '@/lib/shared/form-messages';
import { toast } from '@/components/site/toast/toast.enhance';

export interface PublicFormOptions<T> {
  /** The route that takes the form as JSON and answers an ActionResult. */
  endpoint: string;
  /** Imports the form's schema (zod comes with the first check, not with the page). */
  schema: () => Promise<FormSchema>;
  /** After a success: the parts of the form it shows (e.g. the WhatsApp step's link). */
  onSuccess?: (data: T) => SuccessParts | void;
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

/** Drives the server's form; its spec's failure toast comes in the markup (`data-failure`). */
export function enhancePublicForm<T>(form: HTMLFormElement, options: PublicFormOptions<T>): void {
  const failure = form.dataset.failure ?? '';
  // On a page in another language, the schema's and the server's Portuguese messages as it says them.
  const messages = formMessages(form);
  const places = placesOf(form);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleLabel = button?.textContent ?? '';
  // A page that answered a plain POST already shows its feedback: go on from it.
  let feedback: Feedback = shownFeedback(form);
  let busy = false;

  function show(next: Feedback) {
    feedback = next;
    const target = showFeedback(form, next);
    if (next.focus && target instanceof HTMLElement) target.focus();
    if (next.toast) toast(next.toast.kind, next.toast.message);
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
    const { name } = event.target as HTMLInputElement;
    const next = withoutFieldError(feedback, name);
    if (next !== feedback) show(next);
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
    showParts(form);
    fillOriginFields(form);
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
      return show(refusalFeedback({}, failure, places));
    }
    if (!checked.ok) {
      const fieldErrors = inFormLanguage(messages, checked.fieldErrors);
      return show(refusalFeedback(fieldErrors, Object.values(fieldErrors)[0]!, places));
    }
    show(NO_FEEDBACK);
    // A disabled button loses focus: a keyboard user who sent the form with it gets it back, rather
    // than starting again at the top of the page (issue 33 §4).
    const hadFocus = document.activeElement === button;
    setBusy(true);
    const result = resultInFormLanguage(messages, await send<T>(options.endpoint, input, failure));
    setBusy(false);
    if (hadFocus && (!document.activeElement || document.activeElement === document.body)) button?.focus();
    if (result.ok) form.reset();
    show(outcomeFeedback(result, places));
    if (result.ok) showParts(form, options.onSuccess?.(result.data) ?? undefined);
  }
}
