import 'server-only';
import { NEW_ITEM_PREFIX } from '@/lib/shared/editorial';
import { isUuid } from '@/lib/shared/uuid';
import { diffWords } from 'diff';
import type { z } from 'zod';
import { UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor, type Permission } from '@/lib/shared/auth/permissions';
import { EDITORIAL_MESSAGES, type VersionedInput } from '@/lib/shared/editorial';
import type {
  AutosaveOffer,
  RevisionComparison,
  RevisionEntry,
  RevisionText,
} from '@/lib/shared/editorial-types';
import type { FormInput } from '@/lib/shared/form-data';
import { copyOf, discardAutosave, readAutosave, storeAutosave } from './autosave';
import { editorEmail } from './content-conflict';
import { getDb } from './db/client';
import { findRevision, listRevisions } from './revisions';
import { releaseUploads } from './upload-release';

// The editorial desk of a content service (issue 22, ADR 0015): autosaved copies of its editor,
// and, when it keeps revisions, their history, comparison and restore. Every function requires the
// service's permission first; copies are the actor's own.

type Fields = Record<string, unknown>;

export interface DeskOptions<R> {
  permission: Permission;
  entity: string;
  /** The edit form's schema: its field names are what a copy keeps and a restore fills. */
  schema: z.ZodObject;
  /** The row with this id (a UserError when there is none). */
  find: (id: string) => Promise<R>;
  /** The row's columns by name (what a revision keeps). */
  fieldsOf: (row: R) => Fields;
  /** The image columns' names, which a restore sets to the revision's stored files. */
  imageColumns: { property: string; name: string }[];
  /** Saves a restore through the service's own update (validation, required version check, revision). */
  update: (
    actor: Actor,
    id: string,
    input: VersionedInput,
    images: Record<string, string | null>,
    detail: string,
  ) => Promise<R>;
  /** The texts a comparison shows, in order (e.g. title, summary, content), from a row's fields. */
  revisionTexts?: (fields: Fields) => RevisionText[];
  /** A revision's fields as the form would send them (default: arrays joined by commas). */
  formOf?: (fields: Fields) => FormInput;
}

/** A column's value as a form field's text. */
function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isNewItemKey = (id: string) => id.startsWith(NEW_ITEM_PREFIX) && id.length <= 64;

export function contentDesk<R>(options: DeskOptions<R>) {
  const versionOfRow = (row: R) => (row as { version?: number }).version ?? null;
  const { permission, entity, schema, find, fieldsOf, revisionTexts } = options;
  const formFields = Object.keys(schema.shape);
  const formOf =
    options.formOf ??
    ((fields: Fields) => Object.fromEntries(formFields.map((name) => [name, fieldText(fields[name])])));
  const keyOf = (actor: Actor, id: string | null) => ({ userId: actor.userId, entity, entityId: id ?? '' });
  /** An existing item's id (not a new item's copy: the actor's one, null, or its own, NEW_ITEM_PREFIX). */
  const isItem = (id: string | null): id is string => id !== null && !isNewItemKey(id);

  async function revisionOf(revisionId: unknown) {
    const revision =
      typeof revisionId === 'string' && isUuid(revisionId) && (await findRevision(entity, revisionId));
    if (!revision) throw new UserError(EDITORIAL_MESSAGES.revisionNotFound);
    return revision;
  }

  return {
    /** Keeps what the actor typed in the item's editor (id null: a new item); answers when. */
    async autosave(actor: Actor | null, id: string | null, input: FormInput): Promise<{ savedAt: Date }> {
      const by = requirePermission(actor, permission);
      const base = isItem(id) ? versionOfRow(await find(id)) : null;
      const fields = copyOf(input, formFields);
      const savedAt = await storeAutosave(keyOf(by, id), fields, base);
      return { savedAt };
    },

    /** The actor's copy of the item's editor, with who saved the item after it was made, if anyone. */
    async readAutosave(actor: Actor | null, id: string | null): Promise<AutosaveOffer | null> {
      const by = requirePermission(actor, permission);
      const copy = await readAutosave(keyOf(by, id));
      if (!copy) return null;
      let newer: AutosaveOffer['newer'] = null;
      if (isItem(id)) {
        const row = (await find(id)) as R & { updatedAt?: Date; updatedBy?: string | null };
        if (copy.baseVersion !== null && (versionOfRow(row) ?? 0) > copy.baseVersion)
          newer = { email: await editorEmail(row.updatedBy ?? null), at: row.updatedAt ?? copy.savedAt };
      }
      return { fields: copy.fields, savedAt: copy.savedAt, newer };
    },

    async discardAutosave(actor: Actor | null, id: string | null): Promise<void> {
      const by = requirePermission(actor, permission);
      // The images only the copy showed (inserted in its text, never saved) go with it.
      await releaseUploads(...(await discardAutosave(getDb(), keyOf(by, id))));
    },

    /** The item's revisions, newest first. */
    async history(actor: Actor | null, id: string): Promise<RevisionEntry[]> {
      requirePermission(actor, permission);
      await find(id);
      return listRevisions(entity, id);
    },

    /** A revision beside the item's current text, word by word. */
    async compare(actor: Actor | null, revisionId: string): Promise<RevisionComparison> {
      requirePermission(actor, permission);
      const revision = await revisionOf(revisionId);
      const current = revisionTexts?.(fieldsOf(await find(revision.entityId))) ?? [];
      const old = revisionTexts?.(revision.fields) ?? [];
      return {
        revisionId: revision.id,
        version: revision.version,
        createdAt: revision.createdAt,
        texts: current.flatMap(({ label, text, ifChanged }, i) =>
          ifChanged && (old[i]?.text ?? '') === text
            ? []
            : [
                {
                  label,
                  parts: diffWords(old[i]?.text ?? '', text).map((part) => ({
                    value: part.value,
                    kind: part.added
                      ? ('added' as const)
                      : part.removed
                        ? ('removed' as const)
                        : ('same' as const),
                  })),
                },
              ],
        ),
      };
    },

    /** Saves the revision's fields as a new version (itself a new revision); nothing is overwritten. */
    async restore(actor: Actor | null, revisionId: string, expectedVersion: number): Promise<R> {
      const by = requirePermission(actor, permission);
      const revision = await revisionOf(revisionId);
      const images = Object.fromEntries(
        options.imageColumns.map(({ property, name }) => [
          property,
          (revision.fields[name] as string) ?? null,
        ]),
      );
      return options.update(
        by,
        revision.entityId,
        { ...formOf(revision.fields), version: expectedVersion },
        images,
        `Versão ${revision.version} restaurada`,
      );
    },
  };
}
