'use client';

import { ContentScreen } from '@/components/admin/content-screen';
import { successCasesType } from '../content-type';
import { actionsColumn, statusColumn } from '@/components/ui/crud-columns';
import { SortableTable } from '@/components/ui/sortable-table';
import { TranslationStateCell } from '@/components/admin/translation-state';
import type { SuccessCase } from '../service';

/** /admin/success-cases: the 'Novo Caso' inline form and the table with the Status switch. */
export function AdminSuccessCases({ items }: { items: SuccessCase[] }) {
  return (
    <ContentScreen
      type={successCasesType}
      items={items}
      list={(list, controls) => (
        <SortableTable
          caption="Casos de sucesso"
          rows={list}
          columns={[
            {
              key: 'title',
              header: 'Título',
              cell: (row) => (
                <>
                  <span className="block">{row.title}</span>
                  <TranslationStateCell item={row} />
                </>
              ),
              className: 'font-medium',
            },
            { key: 'area', header: 'Área', cell: (row) => row.area },
            statusColumn(controls, {
              label: (row) => `Status de ${row.title}`,
              action: controls.setActive,
            }),
            actionsColumn(controls),
          ]}
        />
      )}
    />
  );
}
