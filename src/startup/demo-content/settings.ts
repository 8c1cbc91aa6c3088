import type { siteSettings } from '@/db/schema';
import { FIRM_NAME } from './texts';

/**
 * The firm's details on a demo site: clearly fictitious (reserved `.example` domain, a zeroed
 * phone, a demo address), seeded once with the demo content; the admin replaces them in
 * /admin/configuracoes and they are never written again.
 */
export const DEMO_SITE_SETTINGS = {
  id: 1,
  firmName: FIRM_NAME,
  oabRegistration: 'OAB/SP 00.000 (demonstração)',
  cnpj: '11.222.333/0001-81',
  phone: '(11) 0000-0000',
  whatsappNumber: '5511900000000',
  email: 'contato@tribuna.example',
  notificationEmails: ['contato@tribuna.example'],
  address: 'Endereço de demonstração, 100, São Paulo - SP',
  dpoName: 'Encarregado de demonstração',
  dpoEmail: 'privacidade@tribuna.example',
} satisfies typeof siteSettings.$inferInsert;
