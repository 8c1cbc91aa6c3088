'use client';

import { Trash2 } from 'lucide-react';
import type { ActionResult } from '@/lib/action-result';
import { Button } from './button';
import { DeleteDialog } from './delete-dialog';
import { useActionRunner } from './use-action-form';
import { useConfirmedAction } from './use-confirmed-action';

export interface ActiveItemActionsProps {
  id: string;
  active: boolean;
  /** Sets the item's active flag (a server action); its result is shown as a toast. */
  toggle: (id: string, active: boolean) => Promise<ActionResult<unknown>>;
  /** Deletes the item (a server action), after the confirmation dialog. */
  remove: (id: string) => Promise<ActionResult<unknown>>;
  /** The toggle's text while the item is active, and while it is not. */
  toggleLabels: [whenActive: string, whenInactive: string];
  /**
   * True when the labels name the state ('Ativa'/'Inativa'): the toggle is then a pressed/unpressed
   * toggle button. False when they name the action ('Desativar'/'Ativar').
   */
  labelsShowState?: boolean;
  /** The confirmation's text, e.g. 'Tem certeza que deseja excluir esta imagem? …' */
  deleteText: string;
}

/** The active toggle and the delete button (with its confirmation) of a card in an admin grid. */
export function ActiveItemActions({
  id,
  active,
  toggle,
  remove,
  toggleLabels,
  labelsShowState = false,
  deleteText,
}: ActiveItemActionsProps) {
  const { pending, run } = useActionRunner();
  const deletion = useConfirmedAction(remove);
  return (
    <>
      <Button
        variant={active ? 'secondary' : 'primary'}
        size="sm"
        aria-pressed={labelsShowState ? active : undefined}
        disabled={pending}
        onClick={() => run(() => toggle(id, !active))}
      >
        {labelsShowState && (
          <span aria-hidden className={`size-2 rounded-full ${active ? 'bg-green-600' : 'bg-slate-400'}`} />
        )}
        {active ? toggleLabels[0] : toggleLabels[1]}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => deletion.ask({ id })}
        disabled={pending}
        className="text-red-700"
      >
        <Trash2 aria-hidden className="size-4" />
        Excluir
      </Button>
      <DeleteDialog
        {...deletion.dialog}
        title="Confirmar exclusão"
        text={deleteText}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
      />
    </>
  );
}
