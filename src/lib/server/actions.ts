import 'server-only';
import { runAction, UserError, type ActionResult } from '@/lib/shared/action-result';
import { reportError } from '@/lib/server/log';
import { getActor } from './auth/session';
import { hasLiveSession } from './auth/session-alive';
import {
  ForbiddenError,
  requirePermission,
  SessionExpiredError,
  type Actor,
  type Permission,
} from '@/lib/shared/auth/permissions';
import { withSentVersion, type VersionedInput } from '@/lib/shared/editorial';
import { formInput, type FormInput } from '@/lib/shared/form-data';
import { oabWarningsOf } from '@/lib/shared/oab-expressions';

// The one way to write a server action (docs/admin-kit.md). A feature's 'use server' file is made of
// these and nothing else:
//
//   export const resendAction = serverAction(
//     { permission: 'requests.manage', failure: MESSAGES.resendFailed, success: MESSAGES.resent },
//     (actor, ref: RequestRef) => resendRequestNotification(actor, ref),
//   );
//
// The wrapper resolves the signed-in actor, checks the permission from the table
// (src/lib/shared/auth/permissions.ts) before any work, calls the service (which checks it again:
// a service is also called from elsewhere), and turns the outcome into the spec's success or error
// toast (runAction): refusals with their own message and field errors, unexpected errors logged
// once and never shown. Without a session the answer is 'Sessão expirada' (the form keeps its text). `formAction` is the same for a form's FormData; `listActions` builds a list
// screen's save, switch and delete from them.

/**
 * An error toast: a fixed text ('Erro ao salvar post'), or one that names the reason
 * ('Erro ao adicionar usuário: {message}'): refusals then give their message as the reason.
 */
export type Failure = string | ((reason: string) => string);

/** The reason an unexpected error is given in toasts that name one. */
export const UNEXPECTED_REASON = 'erro inesperado. Tente novamente.';

export interface ActionDefinition {
  /**
   * What the caller must be allowed to do. 'public' is for the few actions anyone may call (the
   * sign-in forms, the sign-out of one's own session): their work gets no actor.
   */
  permission: Permission | 'public';
  /** The spec's error toast. */
  failure: Failure;
  /** The spec's success toast, if any. */
  success?: string;
}

export interface FormActionDefinition extends ActionDefinition {
  /** The form's text is public: a save answers with the OAB expressions it contains (as warnings). */
  oabCheck?: boolean;
}

/** The one server action wrapper: actor, permission, service call, the spec's toast. */
export function serverAction<A extends unknown[], T>(
  definition: ActionDefinition,
  work: (actor: Actor | null, ...args: A) => Promise<T>,
): (...args: A) => Promise<ActionResult<T>> {
  const { permission, failure, success } = definition;
  const named = typeof failure === 'function' ? failure : null;
  return async (...args: A) =>
    runAction(
      named ? named(UNEXPECTED_REASON) : (failure as string),
      async () => {
        try {
          if (permission === 'public') return await work(null, ...args);
          const signedIn = (await hasLiveSession()) ? await getActor() : null;
          if (!signedIn) throw new SessionExpiredError();
          const actor = requirePermission(signedIn, permission);
          return await work(actor, ...args);
        } catch (error) {
          if (named && error instanceof UserError)
            throw new UserError(named(error.message), error.fieldErrors);
          throw error;
        }
      },
      success,
      reportError,
    );
}

/**
 * A successful save of public text with the OAB expressions it contains as `warnings` (the same
 * check the form runs while typing); saving is never refused for them.
 */
function withOabWarnings<T>(result: ActionResult<T>, input: FormInput): ActionResult<T> {
  if (!result.ok) return result;
  const warnings = oabWarningsOf(input);
  return warnings.length ? { ...result, warnings } : result;
}

/** A form's action: serverAction over the form's fields (FormInput). */
export function formAction<T>(
  definition: FormActionDefinition,
  work: (actor: Actor | null, input: FormInput) => Promise<T>,
): (formData: FormData) => Promise<ActionResult<T>> {
  const action = serverAction(definition, work);
  return async (formData: FormData) => {
    // Actions are public endpoints: anything but a form is treated as an empty one.
    const input = formData instanceof FormData ? formInput(formData) : {};
    const result = await action(input);
    return definition.oabCheck ? withOabWarnings(result, input) : result;
  };
}

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

type Call<A extends unknown[]> = (actor: Actor | null, ...args: A) => Promise<unknown>;

/** The service functions a list screen writes with (see contentService). */
export interface ListService {
  create: Call<[FormInput]>;
  /** The edit form's save, with the version the form was read at (ADR 0015; refused without one). */
  update?: Call<[string, VersionedInput]>;
  setActive?: Call<[string, boolean]>;
  remove?: Call<[string]>;
}

/** The messages a list screen's service needs: saving, and toggling and deleting when it has them. */
export type ListMessages<S extends ListService> = SaveMessages &
  (S['setActive'] extends Call<[string, boolean]> ? ToggleMessages : unknown) &
  (S['remove'] extends Call<[string]> ? DeleteMessages : unknown);

const missing = (name: string) => () => Promise.reject(new Error(`This list has no ${name}`));

/**
 * The actions of a list screen, for its 'use server' file to export: `save` (the form: create,
 * or update the item named by the form's `id`), `setActive` (the Status switch, whose toast says
 * which way it went) and `remove` (after the confirmation). They answer no data: the screen reloads.
 */
export function listActions<S extends ListService>(
  permission: Permission,
  messages: ListMessages<S>,
  service: S,
) {
  const all = messages as SaveMessages & ToggleMessages & DeleteMessages;
  const create = formAction(
    { permission, failure: all.createFailed, success: all.created, oabCheck: all.oabCheck },
    async (actor, input) => {
      await service.create(actor, input);
    },
  );
  const update = formAction(
    {
      permission,
      failure: all.updateFailed ?? all.createFailed,
      success: all.updated,
      oabCheck: all.oabCheck,
    },
    async (actor, input) => {
      // The form's version as it came: the service refuses a save that sent none.
      await (service.update ?? missing('update'))(actor, String(input.id), withSentVersion(input));
    },
  );
  // Two actions for the switch's two toasts; the value goes to the service as it came (which
  // refuses anything but a boolean).
  const toggle = (success: string) =>
    serverAction(
      { permission, failure: all.toggleFailed, success },
      async (actor, id: string, active: boolean) => {
        await (service.setActive ?? missing('setActive'))(actor, id, active);
      },
    );
  const [activate, deactivate] = [toggle(all.activated), toggle(all.deactivated)];
  const remove = serverAction(
    { permission, failure: all.deleteFailed, success: all.deleted },
    async (actor, id: string) => {
      await (service.remove ?? missing('remove'))(actor, id);
    },
  );
  return {
    save: async (formData: FormData) => {
      const id = formData instanceof FormData ? formData.get('id') : null;
      return (typeof id === 'string' && id && service.update ? update : create)(formData);
    },
    setActive: async (id: string, active: boolean) => (active === false ? deactivate : activate)(id, active),
    remove,
  };
}

/**
 * The one way to write an admin route handler (a download, an export): the permission from the
 * table first, so nobody else gets the body read; then the handler. A refusal answers 403 with the
 * access-denied text, bad input 400 with its message, anything unexpected is logged once and
 * answers 500 with the spec's `failure` text.
 */
export function adminRoute(
  definition: { permission: Permission; failure: string },
  handler: (request: Request, actor: Actor) => Promise<Response>,
): (request: Request) => Promise<Response> {
  const text = (message: string, status: number) =>
    new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  return async (request: Request) => {
    try {
      const actor = requirePermission(await getActor(), definition.permission);
      return await handler(request, actor);
    } catch (error) {
      if (error instanceof ForbiddenError) return text(error.message, 403);
      if (error instanceof UserError) return text(error.message, 400);
      reportError(error, definition.failure);
      return text(definition.failure, 500);
    }
  };
}
