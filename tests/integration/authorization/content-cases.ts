import type { Actor, Permission } from '@/lib/shared/auth/permissions';
import { contentTypeNamed } from '@/content-types';
import { deleteContentAction, saveContentAction, setContentActiveAction } from '@/lib/content-actions';
import { allows } from '@/lib/shared/content-type';
import type { VersionedInput } from '@/lib/shared/editorial';
import type { FormInput } from '@/lib/shared/form-data';
import type { AuthorizationCase } from './case';
import { asRequestOf } from './request';

/** The admin that creates the rows an actor under test then edits or deletes. */
export const matrixAdmin: Actor = {
  userId: 'matrix-admin',
  email: 'matrix-admin@tribuna.test',
  role: 'admin',
};

export interface ContentService {
  list: (actor: Actor | null) => Promise<unknown>;
  create: (actor: Actor | null, input: FormInput) => Promise<{ id: string; version?: number }>;
  /** The edit form's save, with the version it was read at (ADR 0015). */
  update: (actor: Actor | null, id: string, input: VersionedInput) => Promise<unknown>;
  remove: (actor: Actor | null, id: string) => Promise<unknown>;
  setActive?: (actor: Actor | null, id: string, active: boolean) => Promise<unknown>;
}

/** The 'use server' actions of a content screen (listActions). */
export interface ContentActions {
  save: (formData: FormData) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  setActive?: (id: string, active: boolean) => Promise<unknown>;
  /** The exports these calls prove guarded, when they are not the functions themselves. */
  covers?: { save: unknown; remove: unknown; setActive?: unknown };
}

/** The generic actions of a declared content type (src/lib/server/content-actions.ts), for its name. */
export function declaredActions(type: string): ContentActions {
  // The Status switch's action only where the type's declaration allows one.
  const switchable = allows(contentTypeNamed(type)!, 'setActive');
  return {
    save: (formData) => saveContentAction(type, formData),
    remove: (id) => deleteContentAction(type, id),
    setActive: switchable ? (id, active) => setContentActiveAction(type, id, active) : undefined,
    covers: { save: saveContentAction, remove: deleteContentAction, setActive: setContentActiveAction },
  };
}

/** The form a browser would post for `input`. */
export function formDataOf(input: FormInput): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(input)) {
    formData.set(name, value instanceof Blob ? value : String(value));
  }
  return formData;
}

/**
 * The matrix cases of a content service: list, create, update, delete (and the active switch), and
 * of its actions: save (new and existing), delete (and the switch), each called as a request.
 */
export function contentCases(
  entity: string,
  permission: Permission,
  service: ContentService,
  input: FormInput,
  actions: ContentActions,
): AuthorizationCase[] {
  const covers = actions.covers ?? actions;
  const existing = async () => (await service.create(matrixAdmin, input)).id;
  /** A new row and its edit form's fields, with the version it was read at (none: a table without). */
  const edited = async () => {
    const row = await service.create(matrixAdmin, input);
    return { id: row.id, input: { ...input, version: row.version ?? '' } };
  };
  const admin = (name: string, covers: unknown, call: AuthorizationCase['call']): AuthorizationCase => ({
    name: `${entity}: ${name}`,
    permission,
    covers: [covers],
    call,
  });
  const cases: AuthorizationCase[] = [
    admin('list', service.list, (actor) => service.list(actor)),
    admin('create', service.create, (actor) => service.create(actor, input)),
    admin('update', service.update, async (actor) => {
      const row = await edited();
      return service.update(actor, row.id, row.input);
    }),
    admin('delete', service.remove, async (actor) => service.remove(actor, await existing())),
    admin('save action (new)', covers.save, (actor) =>
      asRequestOf(actor, () => actions.save(formDataOf(input))),
    ),
    admin('save action (existing)', covers.save, async (actor) => {
      const row = await edited();
      const form = formDataOf({ ...row.input, id: row.id });
      return asRequestOf(actor, () => actions.save(form));
    }),
    admin('delete action', covers.remove, async (actor) => {
      const id = await existing();
      return asRequestOf(actor, () => actions.remove(id));
    }),
  ];
  const { setActive } = service;
  if (setActive)
    cases.push(admin('set active', setActive, async (actor) => setActive(actor, await existing(), false)));
  const setActiveAction = actions.setActive;
  if (setActiveAction)
    cases.push(
      admin('set active action', covers.setActive, async (actor) => {
        const id = await existing();
        return asRequestOf(actor, () => setActiveAction(id, false));
      }),
    );
  return cases;
}
