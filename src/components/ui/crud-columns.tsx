'use client';

import type { ActionResult } from '@/lib/shared/action-result';
import { Button } from './button';
import type { CrudControls } from './crud-screen';
import { ItemActions } from './item-actions';
import type { TableColumn } from './sortable-table';
import { Switch } from './switch';

type SetActive = (id: string, active: boolean) => Promise<ActionResult<unknown>>;

/**
 * The active toggle of a card: a pressed/unpressed toggle button when its labels name the state
 * ('Ativa'/'Inativa'), a plain button when they name the action ('Desativar'/'Ativar').
 */
export function ActiveToggle<Row extends { id: string; active: boolean }>({
  row,
  controls,
  action,
  labels,
  labelsShowState = false,
}: {
  row: Row;
  controls: CrudControls<Row>;
  action: SetActive;
  /** The text while the item is active, and while it is not. */
  labels: readonly [whenActive: string, whenInactive: string];
  labelsShowState?: boolean;
}) {
  return (
    <Button
      variant={row.active ? 'secondary' : 'primary'}
      size="sm"
      aria-pressed={labelsShowState ? row.active : undefined}
      disabled={controls.busy}
      onClick={() => controls.run(() => action(row.id, !row.active))}
    >
      {labelsShowState && (
        <span aria-hidden className={`size-2 rounded-full ${row.active ? 'bg-green-600' : 'bg-slate-400'}`} />
      )}
      {row.active ? labels[0] : labels[1]}
    </Button>
  );
}

/** The Status column: a switch per row that runs the feature's set-active action. */
export function statusColumn<Row extends { id: string; active: boolean }>(
  controls: CrudControls<Row>,
  options: {
    label: (row: Row) => string;
    action: SetActive;
  },
): TableColumn<Row> {
  return {
    key: 'active',
    header: 'Status',
    cell: (row) => (
      <Switch
        checked={row.active}
        label={options.label(row)}
        disabled={controls.busy}
        onCheckedChange={(active) => controls.run(() => options.action(row.id, active))}
      />
    ),
  };
}

/** The Ações column: edit and delete. */
export function actionsColumn<Row extends { id: string }>(controls: CrudControls<Row>): TableColumn<Row> {
  return {
    key: 'actions',
    header: 'Ações',
    cell: (row) => (
      <div className="flex flex-wrap gap-2">
        <ItemActions onEdit={() => controls.edit(row)} onDelete={() => controls.remove(row)} />
      </div>
    ),
  };
}
