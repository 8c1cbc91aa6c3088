import { getSettings, saveSettings } from '@/features/settings/service';
import type { AuthorizationCase } from './case';

export const cases: AuthorizationCase[] = [
  { name: 'settings: getSettings', minimum: 'admin', call: (actor) => getSettings(actor) },
  {
    name: 'settings: saveSettings',
    minimum: 'admin',
    call: (actor) =>
      saveSettings(actor, {
        firm_name: 'Escritório da Matriz',
        cnpj: '11.222.333/0001-81',
        whatsapp_number: '(11) 98765-4321',
        notification_emails: 'matriz@tribuna.test',
      }),
  },
];
