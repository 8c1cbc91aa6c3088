import type { siteSettings } from '@/db/schema';

/** The firm's details on a new site; the admin changes them later. */
export const DEFAULT_SITE_SETTINGS = {
  id: 1,
  firmName: 'Tribuna Advocacia Empresarial',
  phone: '(11) 3456-7890',
  whatsappNumber: '5511987654321',
  email: 'contato@tribunaadvocacia.com.br',
  address: 'Av. Paulista, 1000, 12º andar, Bela Vista, São Paulo - SP, 01310-100',
  cnpj: '12.345.678/0001-90',
  oabRegistration: 'OAB/SP 12.345',
} satisfies typeof siteSettings.$inferInsert;
