'use server';

import { ADMIN_CHECK_MESSAGES } from '@/lib/shared/auth/messages';
import type { ActionResult } from '@/lib/shared/action-result';
import { contentActionsNamed } from './server/declared-content';

// The admin actions of every declared content type (docs/admin-kit.md): one endpoint each for the
// form's save, the Status switch and the deletion, given the type's name. The type's own actions
// (src/lib/server/declared-content.ts) check its permission before any work; a name that is no
// type, or a write its declaration does not allow, is refused like a missing permission. A 'use
// server' file, so it sits outside lib/server, which the browser's code never imports.

const unknownType: ActionResult<never> = { ok: false, message: ADMIN_CHECK_MESSAGES.denied };

/** Saves a content type's form: creates, or updates the item its `id` names. */
export async function saveContentAction(type: string, formData: FormData): Promise<ActionResult<unknown>> {
  return (await contentActionsNamed(String(type))?.save(formData)) ?? unknownType;
}

/** The Status switch of an item. */
export async function setContentActiveAction(
  type: string,
  id: string,
  active: boolean,
): Promise<ActionResult<unknown>> {
  return (await contentActionsNamed(String(type))?.setActive?.(id, active)) ?? unknownType;
}

/** Deletes an item (after the screen's confirmation). */
export async function deleteContentAction(type: string, id: string): Promise<ActionResult<unknown>> {
  return (await contentActionsNamed(String(type))?.remove?.(id)) ?? unknownType;
}
