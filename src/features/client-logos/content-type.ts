import { desc } from 'drizzle-orm';
import { clientLogos } from '@/db/schema/content';
import { defineContentType } from '@/lib/shared/content-type';
import { CLIENT_LOGO_IMAGE, CLIENT_LOGO_MESSAGES, clientLogoSchema } from './schema';

/** Client logos (SPEC §2, §5, §7, §8): bucket client-logos, newest first; new logos are active. */
export const clientLogosType = defineContentType({
  table: clientLogos,
  permission: 'client_logos.write',
  label: 'Logo de cliente',
  admin: { path: '/admin/clients', nav: 'Clientes' },
  schema: clientLogoSchema,
  messages: CLIENT_LOGO_MESSAGES,
  layout: 'upload',
  // A logo is added, switched on or off and deleted; never edited (SPEC §8 Client logos).
  operations: ['setActive', 'remove'],
  form: {
    columns: 2,
    fields: [
      { name: 'client_name', label: 'Nome do cliente', autoComplete: 'off', maxLength: 200 },
      { kind: 'image', image: 'url', label: 'Logo do cliente', hint: 'Tamanho máximo: 2MB.' },
    ],
  },
  // A client's logo says its name: the name describes it (issue 33).
  images: { url: { ...CLIENT_LOGO_IMAGE, bucket: 'client-logos', altFrom: 'clientName' } },
  orderBy: (table) => [desc(table.createdAt), desc(table.id)],
  oabNotice: {
    rule: 'Código de Ética e Disciplina, art. 42, IV, e Anexo Único do Provimento 205/2021',
    text: 'O Código de Ética proíbe divulgar, ou deixar que sejam divulgadas, listas de clientes e de causas, e o Anexo Único do Provimento 205/2021 repete a vedação para sites e redes sociais. Uma vitrine de logos de clientes pode ser vista como essa lista: antes de publicar, tenha a autorização escrita de cada cliente e, na dúvida, consulte a seccional da OAB.',
  },
  hooks: { onCreate: () => ({ active: true }) },
});
