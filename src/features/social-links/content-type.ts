import { asc } from 'drizzle-orm';
import { socialLinks } from '@/db/schema/content';
import { defineContentType } from '@/lib/shared/content-type';
import { MAX_URL_LENGTH, SOCIAL_LINK_MESSAGES, SOCIAL_PLATFORM_OPTIONS, socialLinkSchema } from './schema';

/**
 * The firm's social links (SPEC §3, §7): a section of /admin/configuracoes (no menu entry of its
 * own), listed by platform; active ones are in the site's footer.
 */
export const socialLinksType = defineContentType({
  table: socialLinks,
  permission: 'social_links.write',
  label: 'Rede social',
  admin: { path: '/admin/configuracoes' },
  schema: socialLinkSchema,
  messages: { ...SOCIAL_LINK_MESSAGES, screenTitle: SOCIAL_LINK_MESSAGES.sectionTitle },
  layout: 'dialog',
  form: {
    fields: [
      {
        kind: 'select',
        name: 'platform',
        label: 'Rede social',
        options: SOCIAL_PLATFORM_OPTIONS,
        initial: 'instagram',
      },
      {
        kind: 'url',
        name: 'url',
        label: 'Endereço (URL)',
        inputMode: 'url',
        placeholder: 'https://',
        maxLength: MAX_URL_LENGTH,
        required: true,
      },
    ],
  },
  orderBy: (table) => [asc(table.platform), asc(table.url)],
});
