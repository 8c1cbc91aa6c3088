'use client';

import type { ActionResult } from '@/lib/action-result';
import type { CrudControls } from './crud-screen';
import { ItemActions } from './item-actions';
import type { TableColumn } from './sortable-table';
import { Switch } from './switch';

/** The Status column: a switch per row that runs the feature's set-active action. */
export function statusColumn<Row extends { id: string; active: boolean }>(
  controls: CrudControls<Row>,
  options: {
    label: (row: Row) => string;
    action: (id: string, active: boolean) => Promise<ActionResult<unknown>>;
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
