import { saveSettingsAction } from '@/features/settings/actions';
import { getSettings, saveSettings } from '@/features/settings/service';
import type { AuthorizationCase } from './case';
import { formDataOf, matrixAdmin } from './content-cases';
import { asRequestOf } from './request';

const input = {
  firm_name: 'Escritório da Matriz',
  cnpj: '11.222.333/0001-81',
  whatsapp_number: '(11) 98765-4321',
  notification_emails: 'matriz@tribuna.test',
};
/** The form as read now: with the settings' current version (ADR 0015). */
const form = async () => ({ ...input, version: (await getSettings(matrixAdmin)).version });

export const cases: AuthorizationCase[] = [
  {
    name: 'settings: getSettings',
    permission: 'settings.write',
    covers: [getSettings],
    call: (actor) => getSettings(actor),
  },
  {
    name: 'settings: saveSettings',
    permission: 'settings.write',
    covers: [saveSettings],
    call: async (actor) => saveSettings(actor, await form()),
  },
  {
    name: 'settings: save action',
    permission: 'settings.write',
    covers: [saveSettingsAction],
    call: async (actor) => {
      const data = formDataOf(await form());
      return asRequestOf(actor, () => saveSettingsAction(data));
    },
  },
];
