import 'server-only';
import type { ActionResult } from '@/lib/shared/action-result';
import type { Permission } from '@/lib/shared/auth/permissions';
import { EDITORIAL_MESSAGES as M } from '@/lib/shared/editorial';
import type { AutosaveOffer, RevisionComparison, RevisionEntry } from '@/lib/shared/editorial-types';
import { formInput, type FormInput } from '@/lib/shared/form-data';
import type { Actor } from '@/lib/shared/auth/permissions';
import { serverAction } from './actions';

// The editorial desk's actions of a content screen (issue 22), for its 'use server' file to export,
// built with serverAction like every other: autosave of the editor, the copy offered back, and,
// for a service that keeps revisions, 'Histórico', the comparison and 'Restaurar esta versão'.

type Call<A extends unknown[], T> = (actor: Actor | null, ...args: A) => Promise<T>;

export interface DeskService {
  autosave: Call<[string | null, FormInput], { savedAt: Date }>;
  readAutosave: Call<[string | null], AutosaveOffer | null>;
  discardAutosave: Call<[string | null], void>;
  history?: Call<[string], RevisionEntry[]>;
  compare?: Call<[string], RevisionComparison>;
  restore?: Call<[string, number], unknown>;
}

const missing = (name: string) => () => Promise.reject(new Error(`This desk has no ${name}`));
/** An item's id as an action receives it: a text, or null for a new item. */
const idOf = (id: unknown) => (typeof id === 'string' && id ? id : null);

export function deskActions(permission: Permission, service: DeskService) {
  return {
    /** Keeps the editor's fields (a FormData) as the signed-in user's copy of the item. */
    autosave: serverAction({ permission, failure: M.autosaveFailed }, (actor, id: unknown, form: FormData) =>
      service.autosave(actor, idOf(id), form instanceof FormData ? formInput(form) : {}),
    ),
    readAutosave: serverAction({ permission, failure: M.autosaveFailed }, (actor, id: unknown) =>
      service.readAutosave(actor, idOf(id)),
    ),
    discardAutosave: serverAction({ permission, failure: M.autosaveFailed }, (actor, id: unknown) =>
      service.discardAutosave(actor, idOf(id)),
    ),
    history: serverAction({ permission, failure: M.historyFailed }, (actor, id: string) =>
      (service.history ?? missing('history'))(actor, String(id)),
    ),
    compare: serverAction({ permission, failure: M.historyFailed }, (actor, revisionId: string) =>
      (service.compare ?? missing('compare'))(actor, String(revisionId)),
    ),
    restore: serverAction(
      { permission, failure: M.restoreFailed, success: M.restored },
      async (actor, revisionId: string, version: number) => {
        await (service.restore ?? missing('restore'))(actor, String(revisionId), Number(version));
      },
    ),
  };
}

/**
 * One form, several submit buttons (e.g. 'Salvar rascunho', 'Agendar'): the action of the button
 * that sent the form (its `name`=`value`, carried by the FormData), or the default one.
 */
export function byIntent(
  field: string,
  actions: Record<string, (formData: FormData) => Promise<ActionResult<unknown>>>,
  fallback: (formData: FormData) => Promise<ActionResult<unknown>>,
) {
  return async (formData: FormData) => {
    const intent = formData instanceof FormData ? formData.get(field) : null;
    return (typeof intent === 'string' && Object.hasOwn(actions, intent) ? actions[intent]! : fallback)(
      formData,
    );
  };
}
