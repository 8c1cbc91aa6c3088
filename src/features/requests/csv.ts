import { formatDateTime } from '@/lib/shared/dates';
import { NOTIFICATION_LABELS, REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS, type RequestItem } from './schema';

// The inbox as a spreadsheet a Portuguese Excel or LibreOffice opens as it is: UTF-8 with a BOM
// (so accents survive), ';' between cells (',' is the decimal mark there), dd/mm/aaaa dates.

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
];

/** A cell, quoted; text that a spreadsheet would run as a formula is made plain text. */
function cell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function requestsCsv(items: RequestItem[]): string {
  const lines = [HEADER.map(cell).join(';')];
  for (const item of items) {
    lines.push(
      [
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
      ]
        .map(cell)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** solicitacoes-AAAA-MM-DD.csv, with today's date in Brasília. */
export function requestsCsvFilename(today: string): string {
  return `solicitacoes-${today}.csv`;
}
