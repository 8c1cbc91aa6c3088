'use client';

import type { ComponentProps } from 'react';
import { ActionForm } from '@/components/ui/action-form';
import { FormField } from '@/components/ui/form-field';
import { saveSettingsAction } from '../actions';
import {
  formatWhatsapp,
  PRIVACY_LIMITS,
  SETTINGS_LIMITS as MAX,
  SETTINGS_MESSAGES,
  settingsSchema,
} from '../schema';
import type { AdminSettings } from '../service';

type Field = {
  label: string;
  /** The column's name (issue 10). */
  name: string;
  value: (settings: AdminSettings) => string;
  wide?: boolean;
} & Pick<ComponentProps<'input'>, 'type' | 'maxLength' | 'min' | 'max' | 'placeholder' | 'autoComplete'> & {
    hint?: string;
  };

const FIELDS: Field[] = [
  { label: 'Nome do escritório', name: 'firm_name', value: (s) => s.firmName, maxLength: MAX.firmName },
  {
    label: 'Registro na OAB',
    name: 'oab_registration',
    value: (s) => s.oabRegistration,
    maxLength: MAX.oabRegistration,
    placeholder: 'OAB/SP 00.000',
  },
  {
    label: 'CNPJ',
    name: 'cnpj',
    value: (s) => s.cnpj,
    maxLength: MAX.cnpj,
    placeholder: '00.000.000/0000-00',
  },
  { label: 'Telefone', name: 'phone', value: (s) => s.phone, type: 'tel', maxLength: MAX.phone },
  {
    label: 'WhatsApp',
    name: 'whatsapp_number',
    value: (s) => (s.whatsappNumber ? formatWhatsapp(s.whatsappNumber) : ''),
    type: 'tel',
    maxLength: MAX.phone,
    placeholder: '(11) 98765-4321',
    hint: 'Com DDD. Sem número, o site não mostra o botão do WhatsApp.',
  },
  {
    label: 'E-mail de contato',
    name: 'email',
    value: (s) => s.email,
    type: 'email',
    maxLength: MAX.email,
    hint: 'Mostrado no site.',
  },
  {
    label: 'E-mails que recebem as solicitações',
    name: 'notification_emails',
    value: (s) => s.notificationEmails.join(', '),
    hint: 'Um ou mais, separados por vírgula. Vazio: o e-mail de contato.',
    wide: true,
  },
  { label: 'Endereço', name: 'address', value: (s) => s.address, maxLength: MAX.address, wide: true },
  { label: 'Encarregado de dados (DPO)', name: 'dpo_name', value: (s) => s.dpoName, maxLength: MAX.dpoName },
  {
    label: 'E-mail do encarregado',
    name: 'dpo_email',
    value: (s) => s.dpoEmail,
    type: 'email',
    maxLength: MAX.email,
  },
  {
    label: 'Prazo de retenção (meses)',
    name: 'retention_months',
    value: (s) => String(s.retentionMonths),
    type: 'number',
    min: PRIVACY_LIMITS.minRetentionMonths,
    max: PRIVACY_LIMITS.maxRetentionMonths,
    hint: 'Consultas e mensagens mais antigas que isso são apagadas automaticamente todos os dias (LGPD).',
  },
  {
    label: 'Retenção das visitas (meses)',
    name: 'visit_retention_months',
    value: (s) => String(s.visitRetentionMonths),
    type: 'number',
    maxLength: 3,
    hint: 'Os registros de cada visita mais antigos que isso são apagados todos os dias; os totais por dia das estatísticas ficam.',
  },
];

/** The firm's details form of /admin/configuracoes; each field's name is the column's. */
export function AdminSettingsForm({ settings }: { settings: AdminSettings }) {
  return (
    <ActionForm
      action={saveSettingsAction}
      schema={settingsSchema}
      submitLabel={SETTINGS_MESSAGES.submitLabel}
      busyLabel="Salvando..."
      oabCheck
    >
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map(({ value, wide, ...field }) => (
          <FormField
            key={field.name}
            {...field}
            defaultValue={value(settings)}
            className={wide ? 'md:col-span-2' : undefined}
          />
        ))}
      </div>
    </ActionForm>
  );
}
