'use client';

import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { Plus } from 'lucide-react';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/shared/action-result';
import { EDIT_PARAM } from '@/lib/shared/admin-links';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { DeleteDialog } from './delete-dialog';
import { EntityFormDialog } from './entity-dialog';
import { InlineForm } from './inline-form';
import { RevisionHistory, type HistoryActions } from './revision-history';
import { ScreenToolbar } from './screen-toolbar';
import { confirmLeave } from './unsaved-guard';
import type { FormAutosave } from './use-autosave';
import { useActionRunner } from './use-action-form';
import { useConfirmedAction } from './use-confirmed-action';
import { useEntityEditor } from './use-entity-editor';

type Action<A extends unknown[]> = (...args: A) => Promise<ActionResult<unknown>>;

const noRemoval: Action<[string]> = () => Promise.reject(new Error('This screen deletes nothing'));

/** The screen's words (the spec's), kept with the feature's messages. */
export interface CrudTexts<T = never> {
  /** The form's text is public: the OAB expression check runs while it is edited (and on save). */
  oabCheck?: boolean;
  /** The new button, e.g. 'Nova Notícia' (not shown with the 'always' and 'upload' layouts). */
  newLabel?: string;
  description?: string;
  emptyMessage: string;
  /** The form's heading when adding and when editing. */
  formTitle: readonly [add: string, edit: string];
  submitLabel: readonly [add: string, edit: string];
  /** The submit button's text while saving, or one when adding and one when editing. */
  busyLabel?: string | readonly [add: string, edit: string];
  /**
   * The delete dialog (its text may name the item), or a sentence for the browser's own confirm
   * box; none when the screen deletes nothing (the main logo).
   */
  confirmDelete?:
    | {
        title: string;
        text: ReactNode | ((item: T) => ReactNode);
        confirmLabel: string;
        cancelLabel?: string;
        busyLabel?: string;
      }
    | string;
}

export interface CrudControls<T> {
  edit: (item: T) => void;
  remove: (item: T) => void;
  /** Runs another action of an item (e.g. the active switch) with its toast and a reload. */
  run: (work: () => Promise<ActionResult<unknown>>) => void;
  busy: boolean;
}

/** The editorial desk of a screen (issue 22): the editor's autosave and the items' 'Histórico'. */
export interface CrudDesk {
  /** `newId`: a new item's copy of its own (content-desk.ts, NEW_ITEM_PREFIX); else the actor's one. */
  autosave?: Omit<FormAutosave, 'id'> & { newId?: string };
  history?: HistoryActions;
}

/** A row the form edits: its id, and its version when the table has one (ADR 0015). */
type Item = { id: string; version?: number };

export interface CrudScreenProps<T extends Item> {
  items: T[];
  texts: CrudTexts<T>;
  /**
   * 'dialog': a modal opened by the new button; 'inline': on the page, opened by the new button;
   * 'always': on the page at all times (adding unless an item is being edited); 'upload': on the
   * page at all times, adding only (the media screens' upload block), an item's edit in a modal.
   */
  layout: 'dialog' | 'inline' | 'always' | 'upload';
  /** The save action (creates, or updates the item named by the form's id) and the delete action. */
  actions: { save: Action<[FormData]>; remove?: Action<[string]> };
  /** The form's zod schema, checked in the browser too; or one to add and one to edit. */
  schema?: z.ZodType | readonly [add: z.ZodType, edit: z.ZodType];
  /** The form fields, filled from the item when editing. */
  fields: (item: T | null) => ReactNode;
  /** The list (cards or a table) with its edit/delete/other controls. */
  list: (items: T[], controls: CrudControls<T>) => ReactNode;
  desk?: CrudDesk;
  /** More buttons of the form (e.g. 'Salvar rascunho'), given the item and a way to close the form. */
  formActions?: (item: T | null, close: () => void) => ReactNode;
  /** The submit button's name=value, when the save action tells the form's buttons apart. */
  submitIntent?: { name: string; value: string };
  /** The list above the form (the main logo: its preview, then the upload). */
  listFirst?: boolean;
  /**
   * Reads an item's whole record before its form opens, for long lists whose rows carry only what
   * they show (the blog's text); null when it could not be read (its toast already shown).
   */
  loadItem?: (item: T) => Promise<T | null>;
}

/** The form's autosave: the item's copy, or a new item's (its own when the screen names one). */
function autosaveOf(
  { newId, ...autosave }: NonNullable<CrudDesk['autosave']>,
  target: Item | null,
): FormAutosave {
  return { ...autosave, id: target?.id ?? newId ?? null };
}

/**
 * An admin screen for one content table: the new button, the add/edit form (dialog or inline,
 * reset on cancel and success), the list, and deletion after a confirmation. Every write shows
 * the spec's toast and reloads the list.
 */
export function CrudScreen<T extends Item>({
  items,
  texts,
  layout,
  actions,
  schema,
  fields,
  list,
  desk,
  formActions,
  submitIntent,
  listFirst = false,
  loadItem,
}: CrudScreenProps<T>) {
  const editor = useEntityEditor<T>();
  const item = editor.item;
  async function startEdit(target: T) {
    const whole = loadItem ? await loadItem(target) : target;
    if (whole) editor.startEdit(whole);
  }
  // A link to an item's editor (from /admin/conformidade) opens it once, when the screen appears
  // (read whole when the screen loads items on demand, so it need not be on the current page).
  const editId = useSearchParams().get(EDIT_PARAM);
  useEffect(() => {
    const target =
      editId && (items.find((candidate) => candidate.id === editId) ?? (loadItem && ({ id: editId } as T)));
    if (target) void startEdit(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only, not after each reload
  }, [editId]);
  // A deleted item can no longer be edited.
  const closeIfEditing = (deleted: T) => item?.id === deleted.id && editor.close();
  const { remove } = actions;
  const deletion = useConfirmedAction<T>(remove ?? noRemoval, closeIfEditing);
  const runner = useActionRunner();
  const { confirmDelete } = texts;

  function askDelete(target: T) {
    if (!remove || !confirmDelete) return;
    if (typeof confirmDelete !== 'string') return deletion.ask(target);
    if (!window.confirm(confirmDelete)) return;
    runner.run(() => remove(target.id), { onSuccess: () => closeIfEditing(target) });
  }

  /** The form that adds (no item) or edits an item. */
  const formFor = (target: T | null) => {
    const mode = target ? 1 : 0;
    return {
      title: texts.formTitle[mode],
      action: actions.save,
      schema: Array.isArray(schema) ? (schema as readonly z.ZodType[])[mode] : (schema as z.ZodType),
      submitLabel: texts.submitLabel[mode],
      busyLabel: typeof texts.busyLabel === 'string' ? texts.busyLabel : texts.busyLabel?.[mode],
      oabCheck: texts.oabCheck,
      // The version the form was opened with: a save over a newer one is refused (ADR 0015).
      version: target?.version,
      autosave: desk?.autosave && autosaveOf(desk.autosave, target),
      submitIntent,
      extraActions: (
        <>
          {target && target.version !== undefined && desk?.history && (
            <RevisionHistory
              id={target.id}
              version={target.version}
              actions={desk.history}
              onRestored={editor.close}
            />
          )}
          {formActions?.(target, editor.close)}
        </>
      ),
      children: (
        <>
          {target && <input type="hidden" name="id" value={target.id} />}
          {fields(target)}
        </>
      ),
    };
  };
  const dialog = (target: T | null) => (
    <EntityFormDialog key={editor.formKey} open={editor.open} onClose={editor.close} {...formFor(target)} />
  );

  const form = (
    <>
      {layout === 'dialog' && dialog(item)}
      {layout === 'upload' && (
        <>
          <InlineForm focusOnOpen={false} {...formFor(null)} />
          {item && dialog(item)}
        </>
      )}
      {(layout === 'always' || (layout === 'inline' && editor.open)) && (
        <InlineForm
          key={editor.formKey}
          focusOnOpen={editor.open}
          onCancel={editor.close}
          onSuccess={editor.close}
          {...formFor(item)}
        />
      )}
    </>
  );
  const listed =
    items.length === 0 ? (
      <EmptyState message={texts.emptyMessage} />
    ) : (
      list(items, {
        // Opening another item replaces the form: unsaved changes ask first.
        edit: (target) => confirmLeave() && void startEdit(target),
        remove: askDelete,
        run: (work) => runner.run(work),
        busy: runner.pending,
      })
    );

  return (
    <>
      {(layout === 'dialog' || layout === 'inline') && (
        <ScreenToolbar description={texts.description}>
          <Button onClick={() => confirmLeave() && editor.startNew()}>
            <Plus aria-hidden className="size-4" />
            {texts.newLabel}
          </Button>
        </ScreenToolbar>
      )}
      {listFirst ? listed : form}
      {listFirst ? form : listed}

      {confirmDelete && typeof confirmDelete !== 'string' && (
        <DeleteDialog
          {...deletion.dialog}
          {...confirmDelete}
          text={
            typeof confirmDelete.text === 'function'
              ? deletion.target && confirmDelete.text(deletion.target)
              : confirmDelete.text
          }
        />
      )}
    </>
  );
}
