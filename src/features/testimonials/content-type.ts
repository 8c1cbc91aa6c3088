import { asc } from 'drizzle-orm';
import { testimonials } from '@/db/schema/content';
import { defineContentType } from '@/lib/shared/content-type';
import { TESTIMONIAL_MESSAGES, testimonialSchema } from './schema';

/** Testimonials (SPEC §2, §5, §7, §8): shown on the home page while active, newest first. */
export const testimonialsType = defineContentType({
  table: testimonials,
  permission: 'testimonials.write',
  label: 'Depoimento',
  admin: { path: '/admin/depoimentos', nav: 'Depoimentos' },
  schema: testimonialSchema,
  messages: TESTIMONIAL_MESSAGES,
  layout: 'inline',
  form: {
    columns: 2,
    fields: [
      { name: 'name', label: 'Nome', required: true },
      { name: 'company', label: 'Empresa', required: true },
      { kind: 'multiline', name: 'comment', label: 'Depoimento', required: true, wide: true },
      { kind: 'rating', name: 'rating' },
      { kind: 'number', name: 'display_order', label: 'Ordem de exibição', min: 0, step: 1, initial: 0 },
      {
        kind: 'url',
        name: 'avatar_url',
        label: 'URL do avatar (opcional)',
        placeholder: 'https://',
        wide: true,
      },
    ],
  },
  orderBy: (table) => [asc(table.displayOrder), asc(table.createdAt)],
  oabCheck: ['name', 'company', 'comment'],
  oabNotice: {
    rule: 'Provimento 205/2021, arts. 3º e 6º',
    text: 'A publicidade da advocacia deve ser informativa e sóbria. Depoimentos não podem prometer resultados, exaltar o escritório nem compará-lo a outros, e não devem servir para atrair clientes. Publique somente com a autorização do cliente e sem dados do processo.',
  },
  translatable: ['comment'],
});
