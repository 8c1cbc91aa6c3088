'use client';

import { actionsColumn, statusColumn } from '@/components/ui/crud-columns';
import { CrudScreen } from '@/components/ui/crud-screen';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { SortableTable } from '@/components/ui/sortable-table';
import { deleteSuccessCaseAction, saveSuccessCaseAction, setSuccessCaseActiveAction } from '../actions';
import { SUCCESS_CASE_IMAGE, SUCCESS_CASE_MESSAGES, successCaseSchema } from '../schema';
import type { SuccessCase } from '../service';

/** /admin/success-cases: the 'Novo Caso' inline form and the table with the Status switch. */
export function AdminSuccessCases({ items }: { items: SuccessCase[] }) {
  return (
    <CrudScreen
      items={items}
      texts={SUCCESS_CASE_MESSAGES}
      layout="inline"
      actions={{ save: saveSuccessCaseAction, remove: deleteSuccessCaseAction }}
      schema={successCaseSchema}
      fields={(item) => (
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Título" name="title" defaultValue={item?.title} required />
          <FormField
            label="Área"
            name="area"
            defaultValue={item?.area}
            placeholder="Ex.: Tributário"
            required
          />
          <FormField
            label="Descrição"
            name="description"
            multiline
            defaultValue={item?.description}
            required
          />
          <FormField label="Resultado" name="result" multiline defaultValue={item?.result} required />
          <FormField
            label="Depoimento do cliente"
            name="client_testimonial"
            multiline
            rows={3}
            defaultValue={item?.clientTestimonial ?? ''}
          />
          <FormField label="Nome do cliente" name="client_name" defaultValue={item?.clientName ?? ''} />
          <div className="md:col-span-2">
            <ImageField label="Imagem" rule={SUCCESS_CASE_IMAGE} currentUrl={item?.imageUrl} />
          </div>
        </div>
      )}
      list={(list, controls) => (
        <SortableTable
          caption="Casos de sucesso"
          rows={list}
          columns={[
            { key: 'title', header: 'Título', cell: (row) => row.title, className: 'font-medium' },
            { key: 'area', header: 'Área', cell: (row) => row.area },
            statusColumn(controls, {
              label: (row) => `Status de ${row.title}`,
              action: setSuccessCaseActiveAction,
            }),
            actionsColumn(controls),
          ]}
        />
      )}
    />
  );
}
