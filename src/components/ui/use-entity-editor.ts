'use client';

import { useState } from 'react';

/**
 * Add/edit mode of an entity form: closed, adding (no item) or editing an item. `formKey`
 * changes every time the form opens, so it starts from the item's values (or empty) again.
 */
export function useEntityEditor<T extends { id: string }>() {
  const [state, setState] = useState<{ open: boolean; item: T | null; version: number }>({
    open: false,
    item: null,
    version: 0,
  });
  const openWith = (item: T | null) =>
    setState((current) => ({ open: true, item, version: current.version + 1 }));
  return {
    open: state.open,
    item: state.item,
    editing: state.item !== null,
    formKey: `${state.item?.id ?? 'new'}-${state.version}`,
    startNew: () => openWith(null),
    startEdit: (item: T) => openWith(item),
    close: () => setState((current) => ({ ...current, open: false, item: null })),
  };
}
