'use client';

import { useState } from 'react';
import type { ActionResult } from '@/lib/shared/action-result';
import { useActionRunner } from './use-action-form';

/**
 * An action that asks first (e.g. delete): `ask(item)` opens the dialog, `dialog` holds the
 * props of a DeleteDialog that runs the action on confirm, shows its toast and reloads the list.
 */
export function useConfirmedAction<T extends { id: string }>(
  action: (id: string) => Promise<ActionResult<unknown>>,
  onSuccess?: (item: T) => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  const { pending, run } = useActionRunner();
  return {
    target,
    ask: (item: T) => setTarget(item),
    dialog: {
      open: target !== null,
      busy: pending,
      onCancel: () => setTarget(null),
      onConfirm: () => {
        if (target)
          run(() => action(target.id), {
            onSuccess: () => onSuccess?.(target),
            onDone: () => setTarget(null),
          });
      },
    },
  };
}
