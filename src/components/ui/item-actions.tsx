'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

/** The edit (when the item can be edited) and delete buttons of a card or table row. */
export function ItemActions({
  onEdit,
  onDelete,
  disabled = false,
}: {
  onEdit?: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  return (
    <>
      {onEdit && (
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={disabled}>
          <Pencil aria-hidden className="size-4" />
          Editar
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={onDelete} disabled={disabled} className="text-red-700">
        <Trash2 aria-hidden className="size-4" />
        Excluir
      </Button>
    </>
  );
}
