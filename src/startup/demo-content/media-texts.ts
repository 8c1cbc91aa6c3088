import type { OfficeScene } from './office-scenes';
import type { LAWYERS } from './texts';

// Portuguese demo texts of the logos, photos, background and social links. All fictional.

export const CLIENT_LOGOS = [
  { name: 'Corvina', tagline: 'Logística', clientName: 'Corvina Logística' },
  { name: 'Ardósia', tagline: 'Construtora', clientName: 'Ardósia Construtora' },
  { name: 'Lumenbyte', tagline: 'Sistemas', clientName: 'Lumenbyte Sistemas' },
  { name: 'Santa Aurora', tagline: 'Tecelagem', clientName: 'Tecelagem Santa Aurora' },
  { name: 'Quintal Norte', tagline: 'Alimentos', clientName: 'Quintal Norte Alimentos' },
  { name: 'Ferrovela', tagline: 'Metalúrgica', clientName: 'Metalúrgica Ferrovela' },
] as const;

/** The office gallery's photos; `descriptionEn`: the English page's description (issue 34). */
export const OFFICE_PHOTOS: {
  scene: OfficeScene;
  title: string;
  description: string;
  descriptionEn: string;
}[] = [
  {
    scene: 'reception',
    title: 'Recepção',
    description: 'Recepção do escritório, onde clientes são recebidos para as reuniões.',
    descriptionEn: 'The firm’s reception, where clients are welcomed for meetings.',
  },
  {
    scene: 'meeting',
    title: 'Sala de reuniões',
    description: 'Sala de reuniões com capacidade para até oito pessoas.',
    descriptionEn: 'Meeting room seating up to eight people.',
  },
  {
    scene: 'library',
    title: 'Biblioteca jurídica',
    description: 'Acervo de doutrina e jurisprudência à disposição da equipe.',
    descriptionEn: 'Collection of legal scholarship and case law available to the team.',
  },
  {
    scene: 'office',
    title: 'Sala de atendimento',
    description: 'Sala reservada para atendimentos individuais e sigilosos.',
    descriptionEn: 'Private room for one-to-one, confidential meetings.',
  },
  {
    scene: 'workspace',
    title: 'Espaço da equipe',
    description: 'Área de trabalho dos advogados e assistentes jurídicos.',
    descriptionEn: 'Workspace of the lawyers and paralegals.',
  },
  {
    scene: 'lounge',
    title: 'Sala de espera',
    description: 'Espaço de espera confortável para clientes e visitantes.',
    descriptionEn: 'Comfortable waiting area for clients and visitors.',
  },
];

export const LAWYER_PHOTOS: { lawyer: keyof typeof LAWYERS; description: string }[] = [
  { lawyer: 'helena', description: 'Sócia fundadora. Atua em direito empresarial, societário e sucessório.' },
  { lawyer: 'rafael', description: 'Sócio. Responsável pelas áreas tributária e de recuperação judicial.' },
];

export const BACKGROUND = {
  title: 'Fundo institucional',
  description:
    'Gradiente escuro em azul-marinho com detalhes dourados, usado atrás do texto do banner principal.',
};

export const SOCIAL_LINKS = [
  { platform: 'facebook', url: 'https://www.facebook.com/tribunaadvocaciaempresarial' },
  { platform: 'instagram', url: 'https://www.instagram.com/tribuna.advocacia' },
  { platform: 'linkedin', url: 'https://www.linkedin.com/company/tribuna-advocacia-empresarial' },
  // Not a recognised platform (SPEC §3): kept so the site's filtering is exercised.
  { platform: 'tiktok', url: 'https://www.tiktok.com/@tribuna.advocacia' },
] as const;
