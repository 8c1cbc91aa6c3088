'use client';

import { ContentScreen } from '@/components/admin/content-screen';
import { actionsColumn, statusColumn } from '@/components/ui/crud-columns';
import { RatingStars } from '@/components/ui/rating-stars';
import { SortableTable } from '@/components/ui/sortable-table';
import { TranslationStateCell } from '@/components/admin/translation-state';
import { testimonialsType } from '../content-type';
import type { Testimonial } from '../service';

/** /admin/depoimentos: the 'Novo Depoimento' inline form and the sortable table. */
export function AdminTestimonials({ items }: { items: Testimonial[] }) {
  return (
    <ContentScreen
      type={testimonialsType}
      items={items}
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
                  <TranslationStateCell item={row} />
                </>
              ),
            },
            statusColumn(controls, {
              label: (row) => `Status de ${row.name}`,
              action: controls.setActive,
            }),
            actionsColumn(controls),
          ]}
        />
      )}
    />
  );
}
