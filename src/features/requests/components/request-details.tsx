'use client';

import { useCallback, useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatCalendarDate, formatDateTime } from '@/lib/shared/dates';
import { LANGUAGE_NAMES } from '@/lib/shared/locale';
import { whatsappChatUrl } from '@/lib/shared/whatsapp';
import { requestHistoryAction } from '../actions';
import {
  REQUEST_KIND_LABELS,
  REQUEST_MESSAGES,
  type PriorContact,
  type RequestItem,
  type RequestNote,
  type StaffMember,
} from '../schema';
import { NotificationCell } from './notification-cell';
import { PriorContacts, RequestOrigin } from './request-history';
import { RequestNotes } from './request-notes';
import { RequestPipeline } from './request-pipeline';

interface History {
  notes: RequestNote[] | null;
  priorContacts: PriorContact[] | null;
}
const LOADING: History = { notes: null, priorContacts: null };

/** The opened request's notes and 'Contato anterior', read when it opens and after a new note. */
function useHistory(item: RequestItem | null) {
  // Kept with the request it belongs to: another request shows 'Carregando...' until its own arrives.
  const [loaded, setLoaded] = useState<{ key: string; history: History } | null>(null);
  const kind = item?.kind;
  const id = item?.id;
  const key = `${kind}:${id}`;
  const load = useCallback(() => {
    if (!kind || !id) return;
    requestHistoryAction({ kind, id }).then(
      (result) =>
        setLoaded({
          key: `${kind}:${id}`,
          history: result.ok ? result.data : { notes: [], priorContacts: [] },
        }),
      (error: unknown) => console.warn(`[requests] ${REQUEST_MESSAGES.priorFailed}:`, error),
    );
  }, [kind, id]);
  useEffect(load, [load]);
  return { history: loaded?.key === key ? loaded.history : LOADING, reload: load };
}

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

/** Everything a request holds, how to answer it, its place in the pipeline, notes and earlier contacts. */
export function RequestDetails({
  item,
  staff,
  onClose,
}: {
  item: RequestItem | null;
  staff: StaffMember[];
  onClose: () => void;
}) {
  const { history, reload } = useHistory(item);
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
            <Field label="Origem">
              <RequestOrigin item={item} />
            </Field>
            <Field label="Idioma">{LANGUAGE_NAMES[item.language]}</Field>
            <Field label="Notificação">
              <NotificationCell item={item} />
            </Field>
          </dl>
          <div className="mt-4 flex flex-wrap items-end gap-3">
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
          <div className="mt-6 space-y-6 border-t border-slate-200 pt-4">
            <RequestPipeline item={item} staff={staff} />
            <RequestNotes item={item} notes={history.notes} onAdded={reload} />
            <PriorContacts contacts={history.priorContacts} />
          </div>
        </>
      )}
    </Modal>
  );
}
