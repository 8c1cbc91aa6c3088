// A public form on a page in another language (ADR 0027): the schemas and the services keep the
// spec's Portuguese messages, and the form's markup carries their translations (`data-messages`,
// PublicForm's `texts`), which the page's script (src/enhance/public-form.ts) and the page answering
// a plain post (src/lib/server/form-page.ts) say instead. No import of zod or of a catalogue here.
import type { ActionResult } from './action-result';

interface HasAttributes {
  getAttribute(name: string): string | null;
}

/** The form's translations of the Portuguese messages; an empty record on a Portuguese page. */
export function formMessages(form: HasAttributes): Record<string, string> {
  const raw = form.getAttribute('data-messages');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const say = (messages: Record<string, string>, message: string) =>
  Object.hasOwn(messages, message) ? messages[message]! : message;

/** Field messages in the page's language. */
export function inFormLanguage(
  messages: Record<string, string>,
  errors: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, say(messages, message)]),
  );
}

/** A refusal in the page's language (a success is said by the server already). */
export function resultInFormLanguage<T>(
  messages: Record<string, string>,
  result: ActionResult<T>,
): ActionResult<T> {
  if (result.ok) return result;
  return {
    ...result,
    message: say(messages, result.message),
    ...(result.fieldErrors && { fieldErrors: inFormLanguage(messages, result.fieldErrors) }),
  };
}
