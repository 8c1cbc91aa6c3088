import 'server-only';
import { runAction, type ActionResult } from './action-result';
import { getActor } from './auth/session';
import type { Actor } from './auth/roles';
import { formInput, type FormInput } from './form-data';

// The shapes the features' 'use server' actions share: resolve the signed-in actor, call the
// service, and turn the outcome into the spec's success or error toast (runAction).

export interface SaveMessages {
  created: string;
  updated: string;
  /** The error toast of a failed save ('Erro ao salvar post'). */
  createFailed: string;
  /** When adding and updating fail with different toasts. */
  updateFailed?: string;
}

/** Runs a service call as the signed-in actor; the result carries no data back. */
export function runAsActor(
  failure: string,
  work: (actor: Actor | null) => Promise<unknown>,
  success?: string,
): Promise<ActionResult<undefined>> {
  return runAction(
    failure,
    async () => {
      await work(await getActor());
      return undefined;
    },
    success,
  );
}

/** A form's save: updates the item named by the form's `id` field, or creates one without it. */
export function saveFromForm(
  formData: FormData,
  messages: SaveMessages,
  create: (actor: Actor | null, input: FormInput) => Promise<unknown>,
  update: (actor: Actor | null, id: string, input: FormInput) => Promise<unknown>,
): Promise<ActionResult<undefined>> {
  // Actions are public endpoints: anything but a form is treated as an empty one.
  const input = formData instanceof FormData ? formInput(formData) : {};
  const id = typeof input.id === 'string' ? input.id : '';
  return id
    ? runAsActor(
        messages.updateFailed ?? messages.createFailed,
        (actor) => update(actor, id, input),
        messages.updated,
      )
    : runAsActor(messages.createFailed, (actor) => create(actor, input), messages.created);
}

/** The Status switch of a list: the success toast says whether the item was activated or deactivated. */
export function setActiveFromList(
  messages: { activated: string; deactivated: string; toggleFailed: string },
  setActive: (actor: Actor | null, id: string, active: boolean) => Promise<unknown>,
  id: string,
  active: boolean,
): Promise<ActionResult<undefined>> {
  const success = active ? messages.activated : messages.deactivated;
  return runAsActor(messages.toggleFailed, (actor) => setActive(actor, id, active), success);
}
