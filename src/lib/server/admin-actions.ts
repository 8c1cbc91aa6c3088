import 'server-only';
import { runAction, UserError, type ActionResult } from '@/lib/shared/action-result';
import { getActor } from './auth/session';
import type { Actor } from '@/lib/shared/auth/roles';
import { formInput, type FormInput } from '@/lib/shared/form-data';
import { oabWarningsOf } from '@/lib/shared/oab-expressions';

// The shapes the features' 'use server' actions share: resolve the signed-in actor, call the
// service, and turn the outcome into the spec's success or error toast (runAction). A feature's
// actions file is a configuration of these: `listActions(MESSAGES, service)`.

/**
 * An error toast: a fixed text ('Erro ao salvar post'), or one that names the reason
 * ('Erro ao adicionar usuário: {message}'): refusals then give their message as the reason.
 */
export type Failure = string | ((reason: string) => string);

/** The reason an unexpected error is given in toasts that name one. */
export const UNEXPECTED_REASON = 'erro inesperado. Tente novamente.';

export interface SaveMessages {
  /** The form's text is public: a save answers with the OAB expressions it contains (as warnings). */
  oabCheck?: boolean;
  created: string;
  /** The error toast of a failed save. */
  createFailed: Failure;
  updated?: string;
  /** When adding and updating fail with different toasts. */
  updateFailed?: Failure;
}

export interface ToggleMessages {
  activated: string;
  deactivated: string;
  toggleFailed: Failure;
}

export interface DeleteMessages {
  deleted: string;
  deleteFailed: Failure;
}

/** Runs a service call as the signed-in actor; the result carries no data back. */
export function runAsActor(
  failure: Failure,
  work: (actor: Actor | null) => Promise<unknown>,
  success?: string,
): Promise<ActionResult<undefined>> {
  const named = typeof failure === 'function' ? failure : null;
  return runAction(
    named ? named(UNEXPECTED_REASON) : (failure as string),
    async () => {
      try {
        await work(await getActor());
      } catch (error) {
        if (named && error instanceof UserError) throw new UserError(named(error.message), error.fieldErrors);
        throw error;
      }
      return undefined;
    },
    success,
  );
}

/**
 * A successful save of public text with the OAB expressions it contains as `warnings` (the same
 * check the form runs while typing); saving is never refused for them.
 */
export function withOabWarnings<T>(result: ActionResult<T>, input: FormInput): ActionResult<T> {
  if (!result.ok) return result;
  const warnings = oabWarningsOf(input);
  return warnings.length ? { ...result, warnings } : result;
}

/**
 * A form's save: updates the item named by the form's `id` field, or creates one without it (or
 * always, for a list that only adds).
 */
export async function saveFromForm(
  formData: FormData,
  messages: SaveMessages,
  create: (actor: Actor | null, input: FormInput) => Promise<unknown>,
  update?: (actor: Actor | null, id: string, input: FormInput) => Promise<unknown>,
): Promise<ActionResult<undefined>> {
  // Actions are public endpoints: anything but a form is treated as an empty one.
  const input = formData instanceof FormData ? formInput(formData) : {};
  const id = typeof input.id === 'string' ? input.id : '';
  const result = await (id && update
    ? runAsActor(
        messages.updateFailed ?? messages.createFailed,
        (actor) => update(actor, id, input),
        messages.updated,
      )
    : runAsActor(messages.createFailed, (actor) => create(actor, input), messages.created));
  return messages.oabCheck ? withOabWarnings(result, input) : result;
}

/** The Status switch of a list: the success toast says whether the item was activated or deactivated. */
export function setActiveFromList(
  messages: ToggleMessages,
  setActive: (actor: Actor | null, id: string, active: boolean) => Promise<unknown>,
  id: string,
  active: boolean,
): Promise<ActionResult<undefined>> {
  const success = active ? messages.activated : messages.deactivated;
  return runAsActor(messages.toggleFailed, (actor) => setActive(actor, id, active), success);
}

/** The delete of a list item (after its confirmation). */
export function deleteFromList(
  messages: DeleteMessages,
  remove: (actor: Actor | null, id: string) => Promise<unknown>,
  id: string,
): Promise<ActionResult<undefined>> {
  return runAsActor(messages.deleteFailed, (actor) => remove(actor, id), messages.deleted);
}

type Call<A extends unknown[]> = (actor: Actor | null, ...args: A) => Promise<unknown>;

/** The service functions a list screen writes with (see contentService). */
export interface ListService {
  create: Call<[FormInput]>;
  update?: Call<[string, FormInput]>;
  setActive?: Call<[string, boolean]>;
  remove?: Call<[string]>;
}

/** The messages a list screen's service needs: saving, and toggling and deleting when it has them. */
export type ListMessages<S extends ListService> = SaveMessages &
  (S['setActive'] extends Call<[string, boolean]> ? ToggleMessages : unknown) &
  (S['remove'] extends Call<[string]> ? DeleteMessages : unknown);

/**
 * The actions of a list screen, for its 'use server' file to export: `save` (the form: create,
 * or update by the form's id), `setActive` (the Status switch) and `remove` (after confirmation).
 */
export function listActions<S extends ListService>(messages: ListMessages<S>, service: S) {
  const all = messages as SaveMessages & ToggleMessages & DeleteMessages;
  const missing = (name: string) => {
    throw new Error(`This list has no ${name}`);
  };
  return {
    save: async (formData: FormData) => saveFromForm(formData, all, service.create, service.update),
    setActive: async (id: string, active: boolean) =>
      setActiveFromList(all, service.setActive ?? missing('setActive'), id, active),
    remove: async (id: string) => deleteFromList(all, service.remove ?? missing('remove'), id),
  };
}
