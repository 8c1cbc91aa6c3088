'use client';

import { formatDateTime } from '@/lib/shared/dates';
import { DIRECT_LABEL, NO_ORIGIN_LABEL } from '@/lib/shared/attribution';
import { REQUEST_STATUS_LABELS } from '@/lib/shared/request-statuses';
import type { RequestStatus } from '@/db/schema/visitors';
import { REQUEST_KIND_LABELS, type PriorContact, type RequestItem } from '../schema';

// What the opened request's dialog shows besides its fields: where its visit came from, and
// 'Contato anterior' (the first step of a conflict-of-interest check).

const path = (value: string) => `/${value}`.replace(/^\/$/, '/ (Página Inicial)');

/** The origin of the visit that sent it, or 'Sem origem' when it came without the site's script. */
export function RequestOrigin({ item }: { item: RequestItem }) {
  const { entryPage, referrerHost, utmSource, utmMedium, utmCampaign, formPage } = item.origin;
  if (entryPage === null) return <>{NO_ORIGIN_LABEL}</>;
  const source = utmSource ?? referrerHost ?? DIRECT_LABEL;
  return (
    <ul className="space-y-0.5">
      <li>Entrou por: {path(entryPage)}</li>
      <li>Origem: {source}</li>
      {(utmMedium || utmCampaign) && (
        <li>Campanha: {[utmCampaign, utmMedium].filter(Boolean).join(' / ')}</li>
      )}
      {formPage !== null && <li>Enviada de: {path(formPage)}</li>}
    </ul>
  );
}

/** The other requests with the same e-mail, phone or company, newest first. */
export function PriorContacts({ contacts }: { contacts: PriorContact[] | null }) {
  return (
    <section aria-labelledby="prior-contacts" className="space-y-2">
      <h3 id="prior-contacts" className="font-semibold text-slate-800">
        Contato anterior
      </h3>
      {contacts === null ? (
        <p className="text-sm text-slate-500">Carregando...</p>
      ) : contacts.length === 0 ? (
        <p className="text-sm text-slate-500">
          Nenhuma outra solicitação com este e-mail, telefone ou empresa.
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm"
          aria-label="Contatos anteriores"
        >
          {contacts.map((contact) => (
            <li key={`${contact.kind}:${contact.id}`} className="p-2">
              <span className="font-medium">{contact.name}</span> ·{' '}
              {REQUEST_KIND_LABELS[contact.kind as keyof typeof REQUEST_KIND_LABELS] ?? contact.kind} de{' '}
              {formatDateTime(contact.createdAt)} ·{' '}
              {REQUEST_STATUS_LABELS[contact.status as RequestStatus] ?? contact.status}
              <span className="block text-xs text-slate-600">Mesmo(a): {contact.matches.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
