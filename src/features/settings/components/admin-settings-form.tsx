'use client';

import { ActionForm } from '@/components/ui/action-form';
import { FormField } from '@/components/ui/form-field';
import { saveSettingsAction } from '../actions';
import { formatWhatsapp, SETTINGS_LIMITS as MAX, SETTINGS_MESSAGES, settingsSchema } from '../schema';
import type { AdminSettings } from '../service';

/** The firm's details form of /admin/configuracoes; each field's name is the column's. */
export function AdminSettingsForm({ settings }: { settings: AdminSettings }) {
  return (
    <ActionForm
      action={saveSettingsAction}
      schema={settingsSchema}
      submitLabel={SETTINGS_MESSAGES.submitLabel}
      busyLabel="Salvando..."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label="Nome do escritório"
          name="firm_name"
          defaultValue={settings.firmName}
          maxLength={MAX.firmName}
          autoComplete="organization"
        />
        <FormField
          label="Registro na OAB"
          name="oab_registration"
          defaultValue={settings.oabRegistration}
          maxLength={MAX.oabRegistration}
          placeholder="OAB/SP 00.000"
        />
        <FormField
          label="CNPJ"
          name="cnpj"
          defaultValue={settings.cnpj}
          maxLength={MAX.cnpj}
          placeholder="00.000.000/0000-00"
        />
        <FormField
          label="Telefone"
          name="phone"
          type="tel"
          defaultValue={settings.phone}
          maxLength={MAX.phone}
          placeholder="(11) 3456-7890"
        />
        <FormField
          label="WhatsApp"
          name="whatsapp_number"
          type="tel"
          defaultValue={settings.whatsappNumber ? formatWhatsapp(settings.whatsappNumber) : ''}
          maxLength={MAX.phone}
          placeholder="(11) 98765-4321"
          hint="Com DDD. Sem número, o site não mostra o botão do WhatsApp."
        />
        <FormField
          label="E-mail de contato"
          name="email"
          type="email"
          defaultValue={settings.email}
          maxLength={MAX.email}
          hint="Mostrado no site."
        />
        <FormField
          label="E-mails que recebem as solicitações"
          name="notification_emails"
          defaultValue={settings.notificationEmails.join(', ')}
          hint="Um ou mais, separados por vírgula. Vazio: o e-mail de contato."
          className="md:col-span-2"
        />
        <FormField
          label="Endereço"
          name="address"
          defaultValue={settings.address}
          maxLength={MAX.address}
          className="md:col-span-2"
        />
        <FormField
          label="Encarregado de dados (DPO)"
          name="dpo_name"
          defaultValue={settings.dpoName}
          maxLength={MAX.dpoName}
        />
        <FormField
          label="E-mail do encarregado"
          name="dpo_email"
          type="email"
          defaultValue={settings.dpoEmail}
          maxLength={MAX.email}
        />
      </div>
    </ActionForm>
  );
}
