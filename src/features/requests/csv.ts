import { csvDocument } from '@/lib/shared/csv';
import { formatDateTime } from '@/lib/shared/dates';
import { LANGUAGE_NAMES } from '@/lib/shared/locale';
import { NOTIFICATION_LABELS, REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS, type RequestItem } from './schema';

// The inbox as a spreadsheet (lib/shared/csv.ts), with dd/mm/aaaa dates.

const HEADER = [
  'Data',
  'Tipo',
  'Nome',
  'E-mail',
  'Telefone',
  'Empresa',
  'Resumo / Mensagem',
  'Status',
  'Notificação',
  'Idioma',
];

export function requestsCsv(items: RequestItem[]): string {
  return csvDocument([
    HEADER,
    ...items.map((item) => [
      formatDateTime(item.createdAt),
      item.appointmentAt
        ? `${REQUEST_KIND_LABELS[item.kind]} (${formatDateTime(item.appointmentAt)})`
        : REQUEST_KIND_LABELS[item.kind],
      item.name,
      item.email,
      item.phone,
      item.companyName,
      item.text,
      REQUEST_STATUS_LABELS[item.status],
      NOTIFICATION_LABELS[item.notificationState],
      LANGUAGE_NAMES[item.language],
    ]),
  ]);
}

/** solicitacoes-AAAA-MM-DD.csv, with today's date in Brasília. */
export function requestsCsvFilename(today: string): string {
  return `solicitacoes-${today}.csv`;
}
