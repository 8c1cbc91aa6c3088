'use client';

import { SelectField } from '@/components/ui/form-field';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useActionRunner } from '@/components/ui/use-action-form';
import { formatCalendarDate, formatDateTime } from '@/lib/shared/dates';
import { whatsappChatUrl } from '@/lib/shared/whatsapp';
import { updateRequestStatusAction } from '../actions';
import { REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS, type RequestItem } from '../schema';
import { NotificationCell } from './notification-cell';

const STATUS_OPTIONS = Object.entries(REQUEST_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** A Brazilian phone as wa.me wants it: digits with the country code. */
function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 11 ? `55${digits}` : digits;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm whitespace-pre-wrap text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything a request holds, how to answer it, and its status selector. */
export function RequestDetails({ item, onClose }: { item: RequestItem | null; onClose: () => void }) {
  const { pending, run } = useActionRunner();
  const title = item ? `${REQUEST_KIND_LABELS[item.kind]} de ${item.name}` : '';
  const whatsapp = item?.phone ? whatsappChatUrl(whatsappNumber(item.phone), `Olá, ${item.name}!`) : null;
  return (
    <Modal open={item !== null} onClose={onClose} title={title} size="lg">
      {item && (
        <>
          <dl className="divide-y divide-slate-100">
            <Field label="Data">{formatDateTime(item.createdAt)}</Field>
            <Field label="Tipo">{REQUEST_KIND_LABELS[item.kind]}</Field>
            {item.appointmentAt && (
              <Field label="Consulta marcada para">
                {formatDateTime(item.appointmentAt)}{' '}
                {/* The appointment's own status and changes are on the firm's calendar screen. */}
                <a href="/admin/agenda" className="font-medium text-brand-800 underline">
                  Ver na agenda
                </a>
              </Field>
            )}
            <Field label="Nome">{item.name}</Field>
            {item.kind !== 'contact' && <Field label="Empresa">{item.companyName || 'Não informada'}</Field>}
            <Field label="E-mail">{item.email}</Field>
            {item.phone && <Field label="Telefone">{item.phone}</Field>}
            <Field label={item.kind === 'contact' ? 'Mensagem' : 'Resumo do caso'}>{item.text}</Field>
            <Field label="Aviso de privacidade">
              {item.privacyNoticeVersion
                ? `Versão de ${formatCalendarDate(item.privacyNoticeVersion)}`
                : 'Não registrado'}
            </Field>
            <Field label="Notificação">
              <NotificationCell item={item} />
            </Field>
          </dl>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <SelectField
              label="Status"
              name="status"
              value={item.status}
              disabled={pending}
              options={STATUS_OPTIONS}
              onChange={(event) => {
                const status = event.target.value;
                run(() => updateRequestStatusAction({ kind: item.kind, id: item.id }, status));
              }}
            />
            <a href={`mailto:${item.email}`} className={buttonClasses('secondary')}>
              Responder por e-mail
            </a>
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('secondary')}
              >
                Responder pelo WhatsApp
              </a>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
