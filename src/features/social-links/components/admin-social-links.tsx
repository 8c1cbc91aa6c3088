'use client';

import { ContentScreen } from '@/components/admin/content-screen';
import { actionsColumn, statusColumn } from '@/components/ui/crud-columns';
import { SortableTable } from '@/components/ui/sortable-table';
import { platformLabel, SOCIAL_LINK_MESSAGES } from '../schema';
import { socialLinksType } from '../content-type';
import type { SocialLink } from '../service';

/** The 'Redes Sociais' section of /admin/configuracoes: add, edit, switch on/off and delete. */
export function AdminSocialLinks({ items }: { items: SocialLink[] }) {
  return (
    <ContentScreen
      type={socialLinksType}
      items={items}
      list={(list, controls) => (
        <SortableTable
          caption={SOCIAL_LINK_MESSAGES.sectionTitle}
          rows={list}
          columns={[
            {
              key: 'platform',
              header: 'Rede social',
              cell: (row) => platformLabel(row.platform),
              sortValue: (row) => platformLabel(row.platform),
            },
            {
              key: 'url',
              header: 'Endereço',
              className: 'max-w-md break-all',
              cell: (row) => (
                <a
                  href={row.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  {row.url}
                </a>
              ),
            },
            statusColumn(controls, {
              label: (row) => `Status de ${platformLabel(row.platform)}`,
              action: controls.setActive,
            }),
            actionsColumn(controls),
          ]}
        />
      )}
    />
  );
}
