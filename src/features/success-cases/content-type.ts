import { desc } from 'drizzle-orm';
import { successCases } from '@/db/schema/content';
import { defineContentType } from '@/lib/shared/content-type';
import { SUCCESS_CASE_IMAGE, SUCCESS_CASE_MESSAGES, successCaseSchema } from './schema';

/** Success cases (SPEC §2, §3, §7, §8): all, newest first; images in 'photos' under success-cases/. */
export const successCasesType = defineContentType({
  table: successCases,
  permission: 'success_cases.write',
  label: 'Caso de sucesso',
  admin: { path: '/admin/success-cases', nav: 'Casos de Sucesso' },
  schema: successCaseSchema,
  messages: SUCCESS_CASE_MESSAGES,
  layout: 'inline',
  form: {
    columns: 2,
    fields: [
      { name: 'title', label: 'Título', required: true },
      { name: 'area', label: 'Área', placeholder: 'Ex.: Tributário', required: true },
      { kind: 'multiline', name: 'description', label: 'Descrição', required: true },
      { kind: 'multiline', name: 'result', label: 'Resultado', required: true },
      { kind: 'multiline', name: 'client_testimonial', label: 'Depoimento do cliente', rows: 3 },
      { name: 'client_name', label: 'Nome do cliente' },
      { kind: 'image', image: 'imageUrl', label: 'Imagem', wide: true },
    ],
  },
  images: { imageUrl: { ...SUCCESS_CASE_IMAGE, bucket: 'photos', prefix: 'success-cases/' } },
  orderBy: (table) => [desc(table.createdAt)],
  oabCheck: ['title', 'area', 'description', 'result', 'clientTestimonial', 'clientName'],
  oabNotice: {
    rule: 'Provimento 205/2021, arts. 3º e 6º',
    text: 'É vedado usar casos concretos ou resultados obtidos para oferecer serviços, e prometer resultados. Descreva o caso de forma informativa, sem identificar o cliente nem o processo, sem valores ganhos e sem sugerir que o resultado se repetirá.',
  },
  translatable: ['title', 'area', 'description', 'result', 'clientTestimonial'],
});
