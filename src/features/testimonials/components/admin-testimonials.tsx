'use client';

import { actionsColumn, statusColumn } from '@/components/ui/crud-columns';
import { CrudScreen } from '@/components/ui/crud-screen';
import { FormField } from '@/components/ui/form-field';
import { RatingStars } from '@/components/ui/rating-stars';
import { SortableTable } from '@/components/ui/sortable-table';
import { deleteTestimonialAction, saveTestimonialAction, setTestimonialActiveAction } from '../actions';
import { TESTIMONIAL_MESSAGES, testimonialSchema } from '../schema';
import type { Testimonial } from '../service';
import { RatingField } from './rating-field';

/** /admin/depoimentos: the 'Novo Depoimento' inline form and the sortable table. */
export function AdminTestimonials({ items }: { items: Testimonial[] }) {
  return (
    <CrudScreen
      items={items}
      texts={TESTIMONIAL_MESSAGES}
      layout="inline"
      actions={{ save: saveTestimonialAction, remove: deleteTestimonialAction }}
      schema={testimonialSchema}
      fields={(item) => (
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Nome" name="name" defaultValue={item?.name} required />
          <FormField label="Empresa" name="company" defaultValue={item?.company} required />
          <FormField
            label="Depoimento"
            name="comment"
            multiline
            defaultValue={item?.comment}
            required
            className="md:col-span-2"
          />
          <RatingField defaultValue={item?.rating} />
          <FormField
            label="Ordem de exibição"
            name="display_order"
            type="number"
            min={0}
            step={1}
            defaultValue={item?.displayOrder ?? 0}
          />
          <FormField
            label="URL do avatar (opcional)"
            name="avatar_url"
            type="url"
            placeholder="https://"
            defaultValue={item?.avatarUrl ?? ''}
            className="md:col-span-2"
          />
        </div>
      )}
      list={(list, controls) => (
        <SortableTable
          caption="Depoimentos"
          rows={list}
          initialSort={{ column: 'display_order', direction: 'asc' }}
          columns={[
            { key: 'name', header: 'Nome', cell: (row) => row.name, sortValue: (row) => row.name },
            {
              key: 'company',
              header: 'Empresa',
              cell: (row) => row.company,
              sortValue: (row) => row.company,
            },
            {
              key: 'display_order',
              header: 'Ordem',
              cell: (row) => row.displayOrder,
              sortValue: (row) => row.displayOrder,
            },
            {
              key: 'comment',
              header: 'Depoimento',
              className: 'max-w-md',
              cell: (row) => (
                <>
                  <p className="line-clamp-2">{row.comment}</p>
                  <RatingStars rating={row.rating} />
                </>
              ),
            },
            statusColumn(controls, {
              label: (row) => `Status de ${row.name}`,
              action: setTestimonialActiveAction,
            }),
            actionsColumn(controls),
          ]}
        />
      )}
    />
  );
}
