'use client';

import { actionsColumn, statusColumn } from '@/components/ui/crud-columns';
import { CrudScreen } from '@/components/ui/crud-screen';
import { FormField, SelectField } from '@/components/ui/form-field';
import { SortableTable } from '@/components/ui/sortable-table';
import { deleteSocialLinkAction, saveSocialLinkAction, setSocialLinkActiveAction } from '../actions';
import {
  MAX_URL_LENGTH,
  platformLabel,
  SOCIAL_LINK_MESSAGES,
  SOCIAL_PLATFORM_OPTIONS,
  socialLinkSchema,
} from '../schema';
import type { SocialLink } from '../service';

/** The 'Redes Sociais' section of /admin/configuracoes: add, edit, switch on/off and delete. */
export function AdminSocialLinks({ items }: { items: SocialLink[] }) {
  return (
    <CrudScreen
      items={items}
      texts={SOCIAL_LINK_MESSAGES}
      layout="dialog"
      actions={{ save: saveSocialLinkAction, remove: deleteSocialLinkAction }}
      schema={socialLinkSchema}
      fields={(item) => (
        <div className="space-y-4">
          <SelectField
            label="Rede social"
            name="platform"
            defaultValue={item?.platform ?? 'instagram'}
            options={SOCIAL_PLATFORM_OPTIONS}
          />
          <FormField
            label="Endereço (URL)"
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={item?.url ?? ''}
            maxLength={MAX_URL_LENGTH}
            required
          />
        </div>
      )}
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
              action: setSocialLinkActiveAction,
            }),
            actionsColumn(controls),
          ]}
        />
      )}
    />
  );
}
