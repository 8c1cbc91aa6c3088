'use client';

import { useState, type ReactNode } from 'react';
import { actionsColumn, statusColumn } from '@/components/ui/crud-columns';
import {
  CrudScreen,
  type CrudControls,
  type CrudScreenProps,
  type CrudTexts,
} from '@/components/ui/crud-screen';
import { SortableTable } from '@/components/ui/sortable-table';
import type { ActionResult } from '@/lib/shared/action-result';
import { z } from 'zod';
import { allows, camelCase, type ContentType } from '@/lib/shared/content-type';
import { deleteContentAction, saveContentAction, setContentActiveAction } from '@/lib/content-actions';
import { EmptyState } from '@/components/ui/empty-state';
import { withTranslation, type TranslationState } from '@/lib/shared/translations';
import { DeclaredFields } from './declared-fields';
import { TranslationFilter, translationStateOf, TranslationStateCell } from './translation-state';

// The admin screen of a declared content type (docs/admin-kit.md): CrudScreen with the type's
// words, its form drawn from the declaration, and the generic actions bound to the type. What is
// truly the type's own (its list of cards or its table) comes as `list`.

type Item = { id: string; version?: number };

/** The list's controls, with the Status switch's action of the type. */
export type ContentControls<T> = CrudControls<T> & {
  setActive: (id: string, active: boolean) => Promise<ActionResult<unknown>>;
};

export interface ContentScreenProps<T extends Item> extends Omit<
  CrudScreenProps<T>,
  'texts' | 'layout' | 'actions' | 'schema' | 'fields' | 'list'
> {
  type: ContentType;
  /** The type's list; a table of the declaration's `list` columns when not given. */
  list?: (items: T[], controls: ContentControls<T>) => ReactNode;
  /**
   * What the form's note and context fields read (e.g. the chosen gallery and its count); in a
   * gallery, `max` is the group's maximum (the add form refuses once the list holds it).
   */
  context?: Record<string, unknown>;
}

export function ContentScreen<T extends Item>({ type, list, context, ...screen }: ContentScreenProps<T>) {
  const setActive = setContentActiveAction.bind(null, type.name);
  const [translation, setTranslation] = useState<TranslationState | ''>('');
  const translated = Boolean(type.translatable?.length);
  const drawList = list ?? declaredList(type);
  const texts = { ...type.messages, oabCheck: Boolean(type.oabCheck) } as unknown as CrudTexts<T>;
  return (
    <CrudScreen<T>
      listFirst={type.listFirst}
      {...screen}
      texts={texts}
      layout={type.layout}
      actions={{
        save: saveContentAction.bind(null, type.name),
        remove: allows(type, 'remove') ? deleteContentAction.bind(null, type.name) : undefined,
      }}
      schema={[
        withTranslation(type, addSchema(type, screen.items.length, context)),
        withTranslation(type, type.editSchema ?? type.schema),
      ]}
      fields={(item) => <DeclaredFields type={type} item={item} context={context} />}
      list={(items, controls) => {
        if (!translated) return drawList(items, { ...controls, setActive });
        const shown = items.filter((item) => !translation || translationStateOf(item) === translation);
        return (
          <div className="space-y-4">
            <TranslationFilter value={translation} onChange={setTranslation} />
            {shown.length ? (
              drawList(shown, { ...controls, setActive })
            ) : (
              <EmptyState message="Nenhum item neste estado de tradução." />
            )}
          </div>
        );
      }}
    />
  );
}

/**
 * The add form's schema: the declaration's, or, in a gallery that already holds its maximum (the
 * server's, given as the context's `max`), one that refuses with the gallery's message (the server
 * checks the count again).
 */
function addSchema(type: ContentType, count: number, context: Record<string, unknown> = {}): z.ZodType {
  const gallery = type.hooks?.gallery;
  const max = context.max;
  if (!gallery || typeof max !== 'number' || count < max) return type.schema;
  return z.any().refine(() => false, { error: gallery.limitReached(max) });
}

/** The generic list of a type without one of its own: its declared columns, Status and Ações. */
function declaredList<T extends Item>(type: ContentType) {
  const columns = type.list?.columns ?? [];
  return function DeclaredList(items: T[], controls: ContentControls<T>) {
    const rows = items as unknown as (T & { active: boolean })[];
    const text = (row: T, name: string) => String((row as Record<string, unknown>)[camelCase(name)] ?? '');
    return (
      <SortableTable
        caption={type.list?.caption ?? type.messages.screenTitle}
        rows={rows}
        columns={[
          ...columns.map(({ name, header }, index) => ({
            key: name,
            header,
            // The first column's cell also says the item's translation state (ADR 0028).
            cell: (row: T) =>
              index === 0 && type.translatable?.length ? (
                <>
                  <span className="block">{text(row, name)}</span>
                  <TranslationStateCell item={row} />
                </>
              ) : (
                text(row, name)
              ),
            sortValue: (row: T) => text(row, name),
          })),
          ...('active' in type.table && allows(type, 'setActive')
            ? [
                statusColumn(controls as never, {
                  label: (row) => `Status de ${text(row as unknown as T, columns[0]?.name ?? 'id')}`,
                  action: controls.setActive,
                }),
              ]
            : []),
          actionsColumn(controls as never),
        ]}
      />
    );
  };
}
